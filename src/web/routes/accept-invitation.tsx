import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Loader2, MailCheck, XCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { authMessages } from '~/shared/auth';
import { roleDescriptions, roleLabels } from '~/shared/enums';
import { projectRoleLabel } from '~/shared/schemas/project-members';
import { ButtonLink } from '~/web/components/ui/button-link';
import { invitationQuery } from '~/web/features/auth/api';
import { AuthCard } from '~/web/features/auth/components/auth-card';
import { InvitationActions } from '~/web/features/auth/components/invitation-actions';
import { useAuth } from '~/web/features/auth/use-auth';
import { ApiError } from '~/web/lib/api-client';
import { formatDateTime, longDateTimeFormat } from '~/web/lib/date-format';

const failIcon = <XCircle aria-hidden className="size-6 text-destructive" />;

function InvitationDetails({ token }: { token: string }) {
  const query = useQuery({ ...invitationQuery(token), retry: false });
  const auth = useAuth();

  if (query.isPending || auth.loading) {
    return (
      <AuthCard icon={<Loader2 aria-hidden className="size-6 animate-spin" />} title="Checking Invitation">
        <p role="status" className="text-center text-sm text-muted-foreground">
          Validating your invitation...
        </p>
      </AuthCard>
    );
  }

  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <AuthCard
        icon={failIcon}
        title="Invalid Invitation"
        description={notFound ? authMessages.invitationNotFound : authMessages.invitationValidateFailed}
      >
        <ButtonLink to="/auth">Go to Login</ButtonLink>
      </AuthCard>
    );
  }

  const invitation = query.data;
  if (!invitation.isValid) {
    return (
      <AuthCard
        icon={failIcon}
        title="Invitation Expired"
        description="This invitation has expired and can no longer be used."
      >
        <ButtonLink to="/auth">Go to Login Page</ButtonLink>
      </AuthCard>
    );
  }

  const expires = new Date(invitation.expiresAt);
  return (
    <AuthCard
      icon={<MailCheck aria-hidden className="size-6" />}
      title="You're Invited!"
      description={
        invitation.project
          ? `You have been invited to join the ${invitation.project.name} team as ${projectRoleLabel(invitation.project.role)}.`
          : 'You have been invited to join Hatchery.'
      }
    >
      <dl className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
        <div>
          <dt className="font-medium">Email</dt>
          <dd className="break-all text-muted-foreground">{invitation.email}</dd>
        </div>
        <div>
          <dt className="font-medium">Role</dt>
          <dd className="text-muted-foreground">
            <span className="font-semibold text-foreground">{roleLabels[invitation.role]}</span> –{' '}
            {roleDescriptions[invitation.role]}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-1 font-medium">
            <CalendarClock aria-hidden className="size-4" /> Expires
          </dt>
          <dd className="text-muted-foreground">
            <time dateTime={invitation.expiresAt}>{formatDateTime(expires, longDateTimeFormat)}</time>
          </dd>
        </div>
      </dl>
      <InvitationActions token={token} invitation={invitation} />
    </AuthCard>
  );
}

export default function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) {
    return (
      <AuthCard icon={failIcon} title="Invalid Invitation" description={authMessages.noInvitationToken}>
        <ButtonLink to="/auth">Go to Login</ButtonLink>
      </AuthCard>
    );
  }
  return <InvitationDetails token={token} />;
}
