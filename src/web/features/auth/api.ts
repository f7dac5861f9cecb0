import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MeResponse } from '~/shared/auth';
import { accountContracts } from '~/shared/contracts/account';
import { setupContracts } from '~/shared/contracts/setup';
import { ApiError } from '~/web/lib/api-client';
import { call, contractQuery } from '~/web/lib/contract-client';
import { setSessionHint } from '~/web/lib/session-hint';
import { betterAuthEndpoints as auth } from './auth-endpoints';
import { isMeKey, meQueryKey } from './me-key';

// The session's query key, which the server-rendered pages fill too, lives in me-key.ts.
export { isMeKey, meQueryKey };

/** The session check: signed out (`{ user: null }`, or a 401 from an older server) resolves to null. */
export const meQuery = queryOptions({
  queryKey: meQueryKey,
  queryFn: async ({ signal }): Promise<MeResponse | null> => {
    // The hint follows the answer before anyone reads it, so a screen mounted next (a redirect
    // back from /auth) already knows to ask for the session.
    try {
      const me = await call(accountContracts.me, {}, { signal });
      setSessionHint(me.user !== null);
      return me.user === null ? null : me;
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
export const setupQuery = contractQuery(setupContracts.status);

export const invitationQuery = (token: string) =>
  queryOptions({ ...contractQuery(accountContracts.invitation, { params: { token } }), staleTime: 0 });

/** The signed-in account takes up an invitation sent to its address. */
export function acceptInvitationRequest(token: string) {
  return call(accountContracts.acceptInvitation, { params: { token } });
}

export type SignUpResult = z.input<(typeof auth.signUp.responses)[200]>;

/** Where a verification link leads when the visitor came from nowhere in particular. */
export const VERIFIED_LANDING = '/auth?verified=1';

/**
 * `returnTo`: where the verification link mailed to an unverified account leads once it is
 * opened (signed in), e.g. back to the invitation the visitor came from.
 */
export function signInRequest({ returnTo, ...body }: { email: string; password: string; returnTo?: string }) {
  return call(auth.signIn, { body: { ...body, ...(returnTo ? { callbackURL: returnTo } : {}) } });
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
  return call(auth.signUp, {
    body: {
      ...body,
      // better-auth requires a name; the form has none, so the e-mail's local part stands in.
      name: body.email.split('@')[0] || body.email,
      callbackURL: returnTo ?? VERIFIED_LANDING,
    },
  });
}

export function signOutRequest() {
  return call(auth.signOut, { body: {} });
}

/** Always the same answer, whether or not the address has an account. */
export function requestPasswordResetRequest(body: { email: string }) {
  return call(auth.requestPasswordReset, { body });
}

export function resetPasswordRequest(body: { token: string; newPassword: string }) {
  return call(auth.resetPassword, { body });
}
