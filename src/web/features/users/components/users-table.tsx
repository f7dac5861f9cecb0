import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminUser } from '~/shared/auth';
import { isAdminRoleName } from './role-rules';
import { roleLabels, type UserRole } from '~/shared/enums';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/web/components/ui/alert-dialog';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { useUpdateUser } from '../api';
import { RoleSelect } from './role-select';
import { toastError } from './toast-error';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function UsersTable({
  users,
  viewer,
}: {
  users: AdminUser[];
  viewer: { id: string; role: UserRole };
}) {
  const update = useUpdateUser();
  const [confirming, setConfirming] = useState<AdminUser | null>(null);

  const changeRole = (user: AdminUser, role: UserRole) => {
    if (role === user.role) return;
    update.mutate(
      { id: user.id, role },
      {
        onSuccess: ({ user: saved }) =>
          toast.success('Role updated', { description: `${saved.email} is now ${roleLabels[saved.role]}.` }),
        onError: (err) => toastError('Role change failed', err),
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

  const roleSelect = (u: AdminUser) => (
    <RoleSelect
      value={u.role}
      viewerRole={viewer.role}
      label={`Role of ${u.email}`}
      disabled={locked(u) || update.isPending}
      onChange={(role) => changeRole(u, role)}
    />
  );
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
      disabled={locked(u) || update.isPending}
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

  return (
    <>
      {/* Phones get a card per user; the table needs more width than they have. */}
      <ul aria-label="Users" className="grid gap-3 md:hidden">
        {users.map((u) => (
          <li key={u.id} className="grid gap-3 rounded-lg border p-4 text-sm">
            <div>{identity(u)}</div>
            {badges(u)}
            <div className="flex flex-wrap items-center justify-between gap-2">
              {roleSelect(u)}
              {activeButton(u)}
            </div>
          </li>
        ))}
      </ul>
      <div
        role="region"
        aria-label="Users table"
        tabIndex={0}
        className="relative hidden overflow-x-auto rounded-lg border md:block"
      >
        <table className="w-full min-w-[44rem] text-sm">
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                User
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Role
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Joined
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id} className="border-t">
                <td className="px-4 py-3">{identity(u)}</td>
                <td className="px-4 py-3">{roleSelect(u)}</td>
                <td className="px-4 py-3">{badges(u)}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <time dateTime={u.createdAt}>{dateFormat.format(new Date(u.createdAt))}</time>
                </td>
                <td className="px-4 py-3 text-right">{activeButton(u)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AlertDialog open={!!confirming} onOpenChange={(open) => !open && setConfirming(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>
            {confirming?.isActive ? 'Deactivate this user?' : 'Reactivate this user?'}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {confirming?.isActive
              ? `${confirming.email} will be signed out everywhere and cannot sign in until reactivated.`
              : `${confirming?.email} will be able to sign in again.`}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              destructive={confirming?.isActive}
              onClick={() => confirming && toggleActive(confirming)}
            >
              {confirming?.isActive ? 'Deactivate' : 'Reactivate'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
