import { useMutation } from '@tanstack/react-query';
import { Check, Loader2, LogIn } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { InvitationCheck } from '~/shared/auth';
import { Button } from '~/web/components/ui/button';
import { ButtonLink } from '~/web/components/ui/button-link';
import { ApiError } from '~/web/lib/api-client';
import { acceptedToast, landingAfterAccept } from '../accept-result';
import { acceptInvitationRequest } from '../api';
import { authTexts, existingAccountInvitationTexts as texts } from '../texts';
import { useAuth } from '../use-auth';
import { failureText } from './form-errors';
import { InvitationSignedIn } from './invitation-signed-in';

function AcceptAsSignedIn({ token }: { token: string }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const accept = useMutation({
    mutationFn: () => acceptInvitationRequest(token),
    onSuccess: async (result) => {
      toast.success(...acceptedToast(result));
      await auth.refresh();
      await navigate(landingAfterAccept(result), { replace: true });
    },
  });
  const error = accept.error;
  return (
    <>
      {error && (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
          <span className="font-medium">{texts.failed}: </span>
          {error instanceof ApiError ? failureText(error) : authTexts.unexpectedBody}
        </p>
      )}
      <Button type="button" variant="brand" disabled={accept.isPending} onClick={() => accept.mutate()}>
        {accept.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Check aria-hidden />}
        {accept.isPending ? texts.accepting : texts.accept}
      </Button>
    </>
  );
}

export const invitationPath = (token: string) => `/accept-invitation?${new URLSearchParams({ token })}`;

/** An invitation whose address already has an account: sign in (and come back here) to accept it. */
export function SignInToAccept({ token, email }: { token: string; email: string }) {
  return (
    <>
      <p className="text-sm">{texts.signInNote}</p>
      <ButtonLink
        to={`/auth?${new URLSearchParams({ mode: 'signin', email })}`}
        state={{ from: invitationPath(token) }}
        variant="brand"
      >
        <LogIn aria-hidden />
        {texts.signIn}
      </ButtonLink>
    </>
  );
}

/**
 * What the invitee can do with a valid invitation: accept it at once when signed in as the invited
 * address, sign out of another account, sign in when the address has an account, else sign up.
 */
export function InvitationActions({ token, invitation }: { token: string; invitation: InvitationCheck }) {
  const auth = useAuth();
  const invited = invitation.email.toLowerCase();
  if (auth.user) {
    if (auth.user.email.toLowerCase() === invited) return <AcceptAsSignedIn token={token} />;
    return (
      <InvitationSignedIn
        signedInAs={auth.user.email}
        invitedEmail={invitation.email}
        next={texts.otherAccountNext}
        action={texts.otherAccountAction}
      />
    );
  }
  if (invitation.hasAccount) return <SignInToAccept token={token} email={invitation.email} />;
  const signUp = `/auth?${new URLSearchParams({ mode: 'signup', invitation: token, email: invitation.email })}`;
  return (
    <ButtonLink to={signUp} variant="brand">
      Accept Invitation &amp; Sign Up
    </ButtonLink>
  );
}
