import { MailX } from 'lucide-react';
import { toast } from 'sonner';
import { projectRoleLabels, type PendingProjectInvitation } from '~/shared/schemas/project-members';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { Section } from '~/web/components/ui/section';
import { useRevokeProjectInvitation } from '../api';
import { dayFormat } from '~/web/lib/date-format';

/** Invitations mailed but not yet accepted; the owner and admins may withdraw them. */
export function PendingInvitations({
  projectId,
  invitations,
  canEdit,
}: {
  projectId: string;
  invitations: PendingProjectInvitation[];
  canEdit: boolean;
}) {
  const revoke = useRevokeProjectInvitation(projectId);
  return (
    <Section
      id="pending-invitations"
      title="Pending invitations"
      level={3}
      titleClassName="text-sm font-semibold"
      className="grid gap-2"
    >
      {invitations.length === 0 ? (
        <p className="text-sm text-muted-foreground">No invitation is waiting for an answer.</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {invitations.map((inv) => (
            <li key={inv.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3 text-sm">
              <span className="min-w-0 basis-full break-all sm:basis-0 sm:flex-1">{inv.email}</span>
              <Badge variant="outline">{projectRoleLabels[inv.role]}</Badge>
              <span className="text-xs text-muted-foreground">
                Expires <time dateTime={inv.expiresAt}>{dayFormat.format(new Date(inv.expiresAt))}</time>
              </span>
              {canEdit && (
                <ConfirmDialog
                  trigger={
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Revoke invitation to ${inv.email}`}
                      busy={revoke.isPending}
                    >
                      <MailX aria-hidden /> Revoke
                    </Button>
                  }
                  title={`Revoke the invitation to ${inv.email}?`}
                  description="The link in their e-mail stops working. You can invite them again later."
                  confirmLabel="Revoke"
                  destructive
                  onConfirm={() =>
                    revoke.mutate(inv.id, {
                      onSuccess: () => toast.success('Invitation revoked', { description: inv.email }),
                      onError: (err) =>
                        toast.error('Failed to revoke invitation', { description: err.message }),
                    })
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
