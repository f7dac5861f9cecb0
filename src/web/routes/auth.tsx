import { useQuery } from '@tanstack/react-query';
import { LogIn, ShieldCheck, UserPlus } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { authMessages } from '~/shared/auth';
import { queryErrorMessages } from '~/shared/errors';
import { AuthLoading, LoadingRedirect } from '~/web/features/auth/components/admin-guard';
import { AuthCard } from '~/web/features/auth/components/auth-card';
import { invitationQuery } from '~/web/features/auth/api';
import { AuthForms } from '~/web/features/auth/components/auth-forms';
import { invitationPath, SignInToAccept } from '~/web/features/auth/components/invitation-actions';
import { InvitationSignedIn } from '~/web/features/auth/components/invitation-signed-in';
import { authTexts, existingAccountInvitationTexts, passwordResetTexts } from '~/web/features/auth/texts';
import { useAuth } from '~/web/features/auth/use-auth';

/** Why a verification link ended here (`?error=`, set by the server's verify-email handler). */
const verifyErrors: Record<string, string> = {
  INVALID_TOKEN: 'This verification link is not valid. Sign in to receive a new one.',
  TOKEN_EXPIRED: 'This verification link has expired. Sign in to receive a new one.',
  INVALID_CALLBACK_URL:
    'This verification link was changed to lead to another site, so it was not used. Open the link from the e-mail again, or sign in to receive a new one.',
  USER_NOT_FOUND: 'The account this verification link was for no longer exists. Sign up to create a new one.',
  ACCOUNT_DEACTIVATED: authMessages.accountDeactivated,
  RATE_LIMITED: queryErrorMessages.rateLimited,
};

/** Only same-site paths, so a crafted link cannot bounce a fresh session elsewhere. */
function safeFrom(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/**
 * Where a signed-in user lands: back where they came from, else admins on /dashboard and everyone
 * else on their project dashboard, which says what to do next when they have no project.
 */
export function landingPath(from: string | null, isAdmin: boolean): string {
  return from ?? (isAdmin ? '/dashboard' : '/project-dashboard');
}

export default function AuthPage() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const location = useLocation();
  const token = params.get('invitation');
  const invitation = token ? { token, email: params.get('email') ?? '' } : undefined;
  const verifyError = params.get('error');
  // A link already used ends here signed out; a fresh one signs in and moves on at once.
  const verified = params.get('verified') === '1' && !verifyError;
  const passwordReset = params.get('reset') === '1';
  const from = safeFrom(location.state);
  const initialTab = params.get('mode') === 'signup' || invitation ? 'signup' : 'signin';
  // A verification mail leads back where the visitor came from: the invitation they were following.
  const returnTo = from ?? (token ? invitationPath(token) : undefined);
  // The sign-up link of an address that has an account since could only fail: it is sent to sign in.
  const check = useQuery({ ...invitationQuery(token ?? ''), enabled: !!token && !auth.user, retry: false });

  if (auth.loading || (check.isLoading && !auth.user)) return <AuthLoading title="Loading..." />;
  // Signing in refreshes the session, and this redirect then takes the user on. An invitation
  // link is for a new account, so another account signed in is asked to sign out first.
  const otherAccount =
    !!auth.user &&
    !!invitation?.email &&
    auth.user.email.toLowerCase() !== invitation.email.trim().toLowerCase();
  if (auth.user && !otherAccount) return <LoadingRedirect to={landingPath(from, auth.isAdmin)} />;
  if (token && !auth.user && check.data?.isValid && check.data.hasAccount) {
    return (
      <AuthCard
        icon={<LogIn aria-hidden className="size-6" />}
        title={authTexts.invitationTitle}
        description={existingAccountInvitationTexts.accountExists(check.data.email)}
      >
        <SignInToAccept token={token} email={check.data.email} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={
        invitation ? (
          <UserPlus aria-hidden className="size-6" />
        ) : (
          <ShieldCheck aria-hidden className="size-6" />
        )
      }
      title={invitation ? authTexts.invitationTitle : authTexts.normalTitle}
      description={
        invitation
          ? 'Create your account with the invited e-mail address to accept the invitation.'
          : authTexts.normalNote
      }
    >
      {verifyError && (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
          {verifyErrors[verifyError] ??
            'This verification link could not be used. Sign in to receive a new one.'}
        </p>
      )}
      {passwordReset && (
        <p role="status" className="rounded-md border bg-muted/50 p-3 text-sm">
          {passwordResetTexts.done}
        </p>
      )}
      {verified && (
        <p role="status" className="rounded-md border bg-muted/50 p-3 text-sm">
          Your e-mail address is verified. Sign in to continue.
        </p>
      )}
      {otherAccount ? (
        <InvitationSignedIn signedInAs={auth.user!.email} invitedEmail={invitation!.email} />
      ) : (
        <AuthForms
          invitation={invitation}
          returnTo={returnTo}
          initialTab={initialTab}
          email={invitation ? undefined : (params.get('email') ?? undefined)}
        />
      )}
    </AuthCard>
  );
}
