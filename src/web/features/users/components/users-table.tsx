import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { AdminUser } from '~/shared/auth';
import { isAdminRoleName } from './role-rules';
import { roleDescriptions, roleLabels, type UserRole } from '~/shared/enums';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { DataTable, type ColumnDef, type ServerPagination } from '~/web/components/ui/data-table';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { ApiError } from '~/web/lib/api-client';
import { useUpdateUser } from '../api';
import { RoleSelect } from './role-select';
import { toastError } from './toast-error';
import { dayFormat } from '~/web/lib/date-format';

export function UsersTable({
  users,
  viewer,
  isPending,
  error,
  empty,
  pagination,
}: {
  users: AdminUser[] | undefined;
  viewer: { id: string; role: UserRole };
  isPending: boolean;
  error: string | null;
  empty: ReactNode;
  pagination?: ServerPagination;
}) {
  const update = useUpdateUser();
  const [confirming, setConfirming] = useState<AdminUser | null>(null);
  // A role change takes effect at once on every session of that user, so it is asked first.
  const [roleChange, setRoleChange] = useState<{ user: AdminUser; role: UserRole } | null>(null);
  // A refusal that names the role (the user is on a team) is shown where the role was picked.
  const [roleError, setRoleError] = useState<{ userId: string; message: string } | null>(null);

  const changeRole = (user: AdminUser, role: UserRole) => {
    if (role === user.role) return;
    setRoleError(null);
    update.mutate(
      { id: user.id, role },
      {
        onSuccess: ({ user: saved }) =>
          toast.success('Role updated', { description: `${saved.email} is now ${roleLabels[saved.role]}.` }),
        onError: (err) => {
          const message = err instanceof ApiError ? err.fields?.role : undefined;
          if (message) setRoleError({ userId: user.id, message });
          else toastError('Role change failed', err);
        },
      },
    );
  };

  const toggleActive = (user: AdminUser) => {
    update.mutate(
      { id: user.id, isActive: !user.isActive },
      {
        onSuccess: ({ user: saved }) =>
          toast.success(saved.isActive ? 'User reactivated' : 'User deactivated', {
            description: saved.email,
          }),
        onError: (err) => toastError(user.isActive ? 'Deactivation failed' : 'Reactivation failed', err),
      },
    );
  };

  // An admin may not touch another admin account; the server enforces it, the UI just says so early.
  const locked = (u: AdminUser) =>
    u.id === viewer.id || (viewer.role !== 'super_admin' && isAdminRoleName(u.role));

  const roleSelect = (u: AdminUser) => {
    const error = roleError?.userId === u.id ? roleError.message : null;
    const errorId = `role-error-${u.id}`;
    return (
      <div className="grid gap-1">
        <RoleSelect
          value={u.role}
          viewerRole={viewer.role}
          label={`Role of ${u.email}`}
          disabled={locked(u)}
          busy={update.isPending}
          describedBy={error ? errorId : undefined}
          onChange={(role) => role !== u.role && setRoleChange({ user: u, role })}
        />
        {error && (
          <p id={errorId} role="alert" className="max-w-xs text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  };
  const badges = (u: AdminUser) => (
    <div className="flex flex-wrap gap-1">
      <Badge variant={u.isActive ? 'secondary' : 'destructive'}>
        {u.isActive ? 'Active' : 'Deactivated'}
      </Badge>
      {!u.emailVerified && <Badge variant="outline">Unverified</Badge>}
    </div>
  );
  const activeButton = (u: AdminUser) => (
    <Button
      size="sm"
      variant={u.isActive ? 'outline' : 'secondary'}
      disabled={locked(u)}
      busy={update.isPending}
      onClick={() => setConfirming(u)}
    >
      {u.isActive ? 'Deactivate' : 'Reactivate'}
      <span className="sr-only"> {u.email}</span>
    </Button>
  );
  const identity = (u: AdminUser) => (
    <>
      <div className="font-medium break-all">
        {u.email}
        {u.id === viewer.id && <span className="ml-1 text-muted-foreground">(you)</span>}
      </div>
      <div className="text-muted-foreground">{u.name}</div>
    </>
  );

  const columns: ColumnDef<AdminUser, never>[] = [
    { id: 'user', header: 'User', meta: { cardLabel: false }, cell: ({ row }) => identity(row.original) },
    { id: 'role', header: 'Role', cell: ({ row }) => roleSelect(row.original) },
    { id: 'status', header: 'Status', cell: ({ row }) => badges(row.original) },
    {
      id: 'joined',
      header: 'Joined',
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row: { original: u } }) => (
        <time dateTime={u.createdAt}>{dayFormat.format(new Date(u.createdAt))}</time>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      meta: { className: 'md:text-right', cardLabel: false },
      cell: ({ row }) => activeButton(row.original),
    },
  ];

  return (
    <>
      <DataTable
        label="Users table"
        className="md:[&_table]:min-w-[44rem]"
        columns={columns}
        data={users}
        isPending={isPending}
        error={error}
        empty={empty}
        pagination={pagination}
      />
      <ConfirmDialog
        open={!!confirming}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming?.isActive ? 'Deactivate this user?' : 'Reactivate this user?'}
        description={
          confirming?.isActive
            ? `${confirming.email} will be signed out everywhere and cannot sign in until reactivated.`
            : `${confirming?.email} will be able to sign in again.`
        }
        destructive={confirming?.isActive}
        confirmLabel={confirming?.isActive ? 'Deactivate' : 'Reactivate'}
        onConfirm={() => confirming && toggleActive(confirming)}
      />
      <ConfirmDialog
        open={!!roleChange}
        onOpenChange={(open) => !open && setRoleChange(null)}
        title={roleChange ? `Make ${roleChange.user.email} ${withArticle(roleChange.role)}?` : ''}
        description={roleChange ? roleChangeEffect(roleChange.user.role, roleChange.role) : ''}
        confirmLabel="Change role"
        onConfirm={() => roleChange && changeRole(roleChange.user, roleChange.role)}
      />
    </>
  );
}

const withArticle = (role: UserRole) => `${role === 'admin' ? 'an' : 'a'} ${roleLabels[role]}`;

/** What the new role means for the account, from the invitation's role descriptions. */
function roleChangeEffect(from: UserRole, to: UserRole): string {
  const lost =
    isAdminRoleName(from) && !isAdminRoleName(to) ? ' Their administrative access ends at once.' : '';
  return `${roleLabels[to]}: ${roleDescriptions[to]}.${lost}`;
}
