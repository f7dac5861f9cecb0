import { Crown, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  projectRoleLabels,
  teamRoles,
  type ProjectMember,
  type TeamRole,
} from '~/shared/schemas/project-members';
import { Button } from '~/web/components/ui/button';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { Label } from '~/web/components/ui/label';
import { NativeSelect, Options } from '~/web/components/ui/native-select';
import { useChangeMemberRole, useRemoveMember, useTransferOwnership } from '../api';

export function RoleSelect({ projectId, member }: { projectId: string; member: ProjectMember }) {
  const change = useChangeMemberRole(projectId);
  const value = change.isPending ? change.variables.role : member.role;
  return (
    <NativeSelect
      aria-label={`Role of ${member.name}`}
      className="h-9 w-40"
      value={value}
      busy={change.isPending}
      onChange={(e) =>
        change.mutate(
          { memberId: member.memberId!, role: e.target.value as TeamRole },
          {
            onSuccess: () =>
              toast.success('Role changed', {
                description: `${member.name} is now ${projectRoleLabels[e.target.value as TeamRole]}`,
              }),
            onError: (err) => toast.error('Failed to change role', { description: err.message }),
          },
        )
      }
    >
      <Options items={teamRoles} label={(r) => projectRoleLabels[r]} />
    </NativeSelect>
  );
}

/** Makes `member` the owner, with the toasts of both ways to hand the project over. */
function handOver(transfer: ReturnType<typeof useTransferOwnership>, member: ProjectMember) {
  transfer.mutate(member.userId, {
    onSuccess: () => toast.success('Ownership handed over', { description: `${member.name} is the owner` }),
    onError: (err) => toast.error('Failed to hand over ownership', { description: err.message }),
  });
}

/** 'Make owner' and 'Remove' for a team member (not the owner). */
export function MemberActions({
  projectId,
  projectName,
  member,
}: {
  projectId: string;
  projectName: string;
  member: ProjectMember;
}) {
  const remove = useRemoveMember(projectId);
  const transfer = useTransferOwnership(projectId);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <ConfirmDialog
        trigger={
          <Button
            size="sm"
            variant="outline"
            aria-label={`Make ${member.name} owner`}
            busy={transfer.isPending}
          >
            <Crown aria-hidden /> Make owner
          </Button>
        }
        title={`Make ${member.name} the owner of ${projectName}?`}
        description="The new owner edits the profile and the team. The current owner stays on the team as co-founder."
        confirmLabel="Make owner"
        onConfirm={() => handOver(transfer, member)}
      />
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="outline" aria-label={`Remove ${member.name}`} busy={remove.isPending}>
            <UserMinus aria-hidden /> Remove
          </Button>
        }
        title={`Remove ${member.name} from ${projectName}?`}
        description="They lose access to the project's page, dashboard and messages."
        confirmLabel="Remove"
        destructive
        onConfirm={() =>
          remove.mutate(member.memberId!, {
            onSuccess: () => toast.success('Team member removed', { description: member.name }),
            onError: (err) => toast.error('Failed to remove team member', { description: err.message }),
          })
        }
      />
    </div>
  );
}

/**
 * The owner cannot simply be removed: they name a new owner from the team first (the old owner
 * then stays on as co-founder and can be removed like anyone else).
 */
export function OwnerActions({
  projectId,
  owner,
  candidates,
}: {
  projectId: string;
  owner: ProjectMember;
  candidates: ProjectMember[];
}) {
  const transfer = useTransferOwnership(projectId);
  const [next, setNext] = useState('');
  const [open, setOpen] = useState(false);
  if (candidates.length === 0) {
    return <p className="text-right text-xs text-muted-foreground">Add a member to hand over ownership.</p>;
  }
  const chosen = candidates.find((c) => c.userId === next) ?? candidates[0]!;
  return (
    <div className="flex justify-end">
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button size="sm" variant="outline">
            <Crown aria-hidden /> Transfer ownership
          </Button>
        }
        title="Transfer ownership"
        description={`The owner can leave the team only by naming a new owner. ${owner.name} stays on as co-founder.`}
        confirmLabel="Transfer"
        onConfirm={() => handOver(transfer, chosen)}
      >
        <div className="grid gap-2">
          <Label htmlFor="new-owner">New owner</Label>
          <NativeSelect id="new-owner" value={chosen.userId} onChange={(e) => setNext(e.target.value)}>
            <Options
              items={candidates}
              value={(c) => c.userId}
              label={(c) => (
                <>
                  {c.name} ({projectRoleLabels[c.role]})
                </>
              )}
            />
          </NativeSelect>
        </div>
      </ConfirmDialog>
    </div>
  );
}
