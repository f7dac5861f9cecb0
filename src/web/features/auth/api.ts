import { queryOptions } from '@tanstack/react-query';
import type { InvitationAcceptResult, InvitationCheck, MeResponse, SignedOutResponse } from '~/shared/auth';
import type { SetupStatus } from '~/shared/setup';
import { ApiError, apiFetch, apiJson } from '~/web/lib/api-client';
import { setSessionHint } from '~/web/lib/session-hint';

export const meQueryKey = ['me'] as const;

/** The session check: signed out (`{ user: null }`, or a 401 from an older server) resolves to null. */
export const meQuery = queryOptions({
  queryKey: meQueryKey,
  queryFn: async (): Promise<MeResponse | null> => {
    // The hint follows the answer before anyone reads it, so a screen mounted next (a redirect
    // back from /auth) already knows to ask for the session.
    try {
      const me = await apiFetch<MeResponse | SignedOutResponse>('/api/me');
      setSessionHint(me.user !== null);
      return me.user === null ? null : (me as MeResponse);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        setSessionHint(false);
        return null;
      }
      throw err;
    }
  },
  staleTime: 5 * 60_000,
});

/** First-run setup: whether a super admin is still needed (the page's one read). */
export const setupQuery = queryOptions({
  queryKey: ['setup'] as const,
  queryFn: () => apiFetch<SetupStatus>('/api/setup'),
});

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: () => apiFetch<InvitationCheck>(`/api/invitations/${encodeURIComponent(token)}`),
    staleTime: 0,
  });

/** The signed-in account takes up an invitation sent to its address. */
export function acceptInvitationRequest(token: string) {
  return apiJson<InvitationAcceptResult>(`/api/invitations/${encodeURIComponent(token)}/accept`, 'POST', {});
}

interface AuthUserBody {
  id: string;
  email: string;
}

export interface SignUpResult {
  token: string | null;
  user: AuthUserBody;
  invitationAccepted?: boolean;
  signedIn?: boolean;
}

/** Where a verification link leads when the visitor came from nowhere in particular. */
export const VERIFIED_LANDING = '/auth?verified=1';

/**
 * `returnTo`: where the verification link mailed to an unverified account leads once it is
 * opened (signed in), e.g. back to the invitation the visitor came from.
 */
export function signInRequest({ returnTo, ...body }: { email: string; password: string; returnTo?: string }) {
  return apiJson<{ token: string; user: AuthUserBody }>('/api/auth/sign-in/email', 'POST', {
    ...body,
    ...(returnTo ? { callbackURL: returnTo } : {}),
  });
}

export function signUpRequest({
  returnTo,
  ...body
}: {
  email: string;
  password: string;
  invitationToken?: string;
  returnTo?: string;
}) {
  return apiJson<SignUpResult>('/api/auth/sign-up/email', 'POST', {
    ...body,
    // better-auth requires a name; the form has none, so the e-mail's local part stands in.
    name: body.email.split('@')[0] || body.email,
    callbackURL: returnTo ?? VERIFIED_LANDING,
  });
}

export function signOutRequest() {
  return apiJson<{ success: boolean }>('/api/auth/sign-out', 'POST', {});
}

/** Always the same answer, whether or not the address has an account. */
export function requestPasswordResetRequest(body: { email: string }) {
  return apiJson<{ status: boolean }>('/api/auth/request-password-reset', 'POST', body);
}

export function resetPasswordRequest(body: { token: string; newPassword: string }) {
  return apiJson<{ status: boolean }>('/api/auth/reset-password', 'POST', body);
}
