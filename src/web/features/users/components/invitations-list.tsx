import { toast } from 'sonner';
import type { AdminInvitation } from '~/shared/auth';
import { roleLabels, type UserRole } from '~/shared/enums';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { QueryState } from '~/web/components/ui/query-state';
import { Section } from '~/web/components/ui/section';
import { useInvitations, useRevokeInvitation } from '../api';
import { isAdminRoleName } from './role-rules';
import { toastError } from './toast-error';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function InvitationsList({ viewerRole }: { viewerRole: UserRole }) {
  const query = useInvitations();
  const revoke = useRevokeInvitation();
  const pending = (query.data?.invitations ?? []).filter((i) => i.status === 'pending');
  // As with admin accounts, the server refuses; the list says so before the click.
  const locked = (inv: AdminInvitation) => viewerRole !== 'super_admin' && isAdminRoleName(inv.role);

  const onRevoke = (inv: AdminInvitation) =>
    revoke.mutate(inv.id, {
      onSuccess: () => toast.success('Invitation revoked', { description: inv.email }),
      onError: (err) => toastError('Revoke failed', err),
    });

  return (
    <Section id="pending-invitations" title="Pending Invitations" className="space-y-3">
      <QueryState query={query} skeleton="h-16" errorClassName="text-sm">
        {() =>
          pending.length === 0 ? (
            <p className="text-sm text-muted-foreground">No pending invitations.</p>
          ) : (
            <ul className="divide-y rounded-lg border">
              {pending.map((inv) => (
                <li key={inv.id} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
                  <div className="min-w-0 flex-1">
                    <div className="font-medium break-all">{inv.email}</div>
                    <div className="text-muted-foreground">
                      Expires <time dateTime={inv.expiresAt}>{dateTime.format(new Date(inv.expiresAt))}</time>
                      {inv.invitedBy && <> · invited by {inv.invitedBy.email}</>}
                    </div>
                    {locked(inv) && (
                      <p id={`revoke-locked-${inv.id}`} className="text-muted-foreground">
                        Only a super admin can revoke an admin invitation.
                      </p>
                    )}
                  </div>
                  <Badge variant="outline">{roleLabels[inv.role]}</Badge>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={locked(inv) || revoke.isPending}
                    aria-describedby={locked(inv) ? `revoke-locked-${inv.id}` : undefined}
                    onClick={() => onRevoke(inv)}
                  >
                    Revoke<span className="sr-only"> invitation for {inv.email}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Section>
  );
}
