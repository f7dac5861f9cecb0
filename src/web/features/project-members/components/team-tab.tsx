import { projectRoleLabels, type ProjectMember } from '~/shared/schemas/project-members';
import { Badge } from '~/web/components/ui/badge';
import { TitledCard } from '~/web/components/ui/card';
import { DataTable, type ColumnDef } from '~/web/components/ui/data-table';
import type { ProjectTabProps } from '~/web/features/projects/tab-props';
import { queryErrorMessage } from '~/web/lib/query-client';
import { useTeam } from '../api';
import { AddMemberForm } from './add-member-form';
import { MemberActions, OwnerActions, RoleSelect } from './member-actions';
import { PendingInvitations } from './pending-invitations';
import { dayFormat } from '~/web/lib/date-format';

/** The Team tab: members with their roles; the owner and admins add, invite, re-role and remove. */
export function TeamTab({ project, canEdit }: ProjectTabProps) {
  const team = useTeam(project.id);
  const members = team.data?.members;
  const others = (members ?? []).filter((m) => m.role !== 'owner');

  const columns: ColumnDef<ProjectMember, never>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => <span className="font-medium break-words">{row.original.name}</span>,
    },
    {
      id: 'email',
      header: 'E-mail',
      cell: ({ row }) => (
        <a href={`mailto:${row.original.email}`} className="break-all underline-offset-4 hover:underline">
          {row.original.email}
        </a>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      cell: ({ row }) =>
        canEdit && row.original.memberId ? (
          <RoleSelect projectId={project.id} member={row.original} />
        ) : (
          <Badge variant={row.original.role === 'owner' ? 'default' : 'outline'}>
            {projectRoleLabels[row.original.role]}
          </Badge>
        ),
    },
    {
      id: 'joined',
      header: 'Joined',
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row }) => (
        <time dateTime={row.original.joinedAt}>{dayFormat.format(new Date(row.original.joinedAt))}</time>
      ),
    },
  ];
  if (canEdit) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      meta: { className: 'text-right', cardLabel: false },
      cell: ({ row }) =>
        row.original.memberId ? (
          <MemberActions projectId={project.id} projectName={project.name} member={row.original} />
        ) : (
          <OwnerActions projectId={project.id} owner={row.original} candidates={others} />
        ),
    });
  }

  return (
    <div className="grid gap-6">
      <TitledCard
        title="Team"
        description={
          canEdit
            ? 'Who works on the project and in which role. Everyone here can open this page, the dashboard and the messages.'
            : 'Who works on the project. The owner and the Hatchery team manage the team.'
        }
        contentClassName="grid gap-6"
      >
        {!project.owner && (
          <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
            {project.pendingOwnerEmail
              ? `No owner yet: waiting for ${project.pendingOwnerEmail} to claim the project with the mailed invitation.`
              : 'No owner yet: invite the founder with the role Co-founder, then make them owner.'}
          </p>
        )}
        <DataTable
          label="Team members"
          columns={columns}
          data={members}
          getRowId={(m) => m.userId}
          isPending={team.isPending}
          error={team.isError ? queryErrorMessage(team.error) : null}
          empty="Nobody is on the team yet."
        />
        {canEdit && <AddMemberForm projectId={project.id} />}
        {team.isSuccess && (canEdit || team.data.invitations.length > 0) && (
          <PendingInvitations projectId={project.id} invitations={team.data.invitations} canEdit={canEdit} />
        )}
      </TitledCard>
    </div>
  );
}
