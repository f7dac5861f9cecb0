import { Check, Loader2, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { MyProjectInvitation } from '~/shared/auth';
import { projectRoleLabel } from '~/shared/schemas/project-members';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '~/web/components/ui/card';
import { Section } from '~/web/components/ui/section';
import { acceptedToast, landingAfterAccept } from '~/web/features/auth/accept-result';
import { useAuth } from '~/web/features/auth/use-auth';
import { ApiError } from '~/web/lib/api-client';
import { dayFormat } from '~/web/lib/date-format';
import { queryErrorMessage } from '~/web/lib/query-client';
import { cn } from '~/web/lib/utils';
import { useAcceptMyProjectInvitation, useDeclineMyProjectInvitation, useMyProjectInvitations } from '../api';

const refusalText = (err: unknown) =>
  err instanceof ApiError && err.status > 0 && err.status < 500 && err.status !== 429
    ? err.message
    : queryErrorMessage(err, 'An unexpected error occurred');

function InvitationCard({ invitation }: { invitation: MyProjectInvitation }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const accept = useAcceptMyProjectInvitation();
  const decline = useDeclineMyProjectInvitation();
  const busy = accept.isPending || decline.isPending;
  const error = accept.error ?? decline.error;
  const { name } = invitation.project;
  return (
    <Card className="flex h-full flex-col text-left">
      <CardHeader>
        <h3 className="text-lg leading-tight font-semibold break-words">{name}</h3>
      </CardHeader>
      <CardContent className="grid flex-1 gap-1 text-sm">
        <p>
          Role offered: <Badge variant="outline">{projectRoleLabel(invitation.role)}</Badge>
        </p>
        <p className="text-muted-foreground">
          Invited by{' '}
          {invitation.invitedBy ? (
            <>
              {invitation.invitedBy.name} <span className="break-all">({invitation.invitedBy.email})</span>
            </>
          ) : (
            'the Hatchery team'
          )}
        </p>
        <p className="text-muted-foreground">
          Expires{' '}
          <time dateTime={invitation.expiresAt}>{dayFormat.format(new Date(invitation.expiresAt))}</time>
        </p>
        {error && (
          <p role="alert" className="text-destructive">
            {refusalText(error)}
          </p>
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="brand"
          busy={busy}
          onClick={() => {
            decline.reset();
            accept.mutate(invitation.id, {
              onSuccess: async (result) => {
                toast.success(...acceptedToast(result));
                await auth.refresh();
                await navigate(landingAfterAccept(result), { replace: true });
              },
            });
          }}
        >
          {accept.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Check aria-hidden />}
          Accept<span className="sr-only"> the invitation to {name}</span>
        </Button>
        <Button
          type="button"
          variant="outline"
          busy={busy}
          onClick={() => {
            accept.reset();
            decline.mutate(invitation.id, {
              onSuccess: () =>
                toast.success('Invitation declined', { description: `You did not join the ${name} team.` }),
            });
          }}
        >
          {decline.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <X aria-hidden />}
          Decline<span className="sr-only"> the invitation to {name}</span>
        </Button>
      </CardFooter>
    </Card>
  );
}

/**
 * The open invitations into teams sent to the signed-in account's address, for an invitee who
 * signed up or in without the mailed link. Shows nothing while there are none.
 */
export function PendingInvitations({ className }: { className?: string }) {
  const query = useMyProjectInvitations();
  const invitations = query.data?.invitations ?? [];
  if (invitations.length === 0) return null;
  return (
    <Section id="pending-invitations" title="Pending invitations" className={cn('space-y-3', className)}>
      <p className="text-sm text-muted-foreground">
        {invitations.length === 1
          ? 'A team has invited you to join it.'
          : `${invitations.length} teams have invited you to join them.`}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <InvitationCard invitation={invitation} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
