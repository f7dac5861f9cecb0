import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { AdminInvitation } from '~/shared/auth';
import { roleLabels, type UserRole } from '~/shared/enums';
import { projectRoleLabel } from '~/shared/schemas/project-members';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { QueryState } from '~/web/components/ui/query-state';
import { Section } from '~/web/components/ui/section';
import { useInvitations, useInviteUser, useRevokeInvitation } from '../api';
import { isAdminRoleName } from './role-rules';
import { toastError } from './toast-error';
import { formatDateTime } from '~/web/lib/date-format';

/** How many lapsed invitations the page offers to send again: the most recent ones. */
const EXPIRED_SHOWN = 10;

/**
 * Platform invitations that lapsed unanswered, newest first, one per address, leaving out
 * addresses that have a pending one: what an admin may want to send again. (An invitation into a
 * project's team is sent again from that project, where its seat and role are.)
 */
export function expiredToResend(invitations: readonly AdminInvitation[]): AdminInvitation[] {
  const pending = new Set(
    invitations.filter((i) => i.status === 'pending').map((i) => i.email.toLowerCase()),
  );
  const seen = new Set<string>();
  return [...invitations]
    .filter((i) => i.status === 'expired' && i.projectId === null)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .filter((i) => {
      const email = i.email.toLowerCase();
      if (pending.has(email) || seen.has(email)) return false;
      seen.add(email);
      return true;
    })
    .slice(0, EXPIRED_SHOWN);
}

/**
 * Pending platform invitations, and apart from them the pending invitations into a project's team,
 * each naming its project (`projectName` looks the name up; the page reads the projects).
 */
export function InvitationsList({
  viewerRole,
  projectName = () => undefined,
}: {
  viewerRole: UserRole;
  projectName?(projectId: string): string | undefined;
}) {
  const query = useInvitations();
  const revoke = useRevokeInvitation();
  const allPending = (query.data?.invitations ?? []).filter((i) => i.status === 'pending');
  const pending = allPending.filter((i) => i.projectId === null);
  const team = allPending.filter((i) => i.projectId !== null);
  // As with admin accounts, the server refuses; the list says so before the click.
  const locked = (inv: AdminInvitation) => viewerRole !== 'super_admin' && isAdminRoleName(inv.role);

  const onRevoke = (inv: AdminInvitation) =>
    revoke.mutate(inv.id, {
      onSuccess: () => toast.success('Invitation revoked', { description: inv.email }),
      onError: (err) => toastError('Revoke failed', err),
    });

  return (
    <>
      <Section id="pending-invitations" title="Pending Invitations" className="space-y-3">
        <QueryState query={query} skeleton="h-16" errorClassName="text-sm">
          {() =>
            pending.length === 0 ? (
              <p className="text-sm text-muted-foreground">No pending invitations.</p>
            ) : (
              <InvitationRows
                invitations={pending}
                when="Expires"
                locked={(inv) => (locked(inv) ? 'Only a super admin can revoke an admin invitation.' : null)}
                busy={revoke.isPending}
                onAction={onRevoke}
                action={(inv) => (
                  <>
                    Revoke<span className="sr-only"> invitation for {inv.email}</span>
                  </>
                )}
              />
            )
          }
        </QueryState>
      </Section>
      {team.length > 0 && (
        <Section id="team-invitations" title="Project Team Invitations" className="space-y-3">
          <p className="text-sm text-muted-foreground">
            Sent from a project's Team tab: accepting one also puts the person on that project's team.
          </p>
          <InvitationRows
            invitations={team}
            when="Expires"
            locked={(inv) => (locked(inv) ? 'Only a super admin can revoke an admin invitation.' : null)}
            busy={revoke.isPending}
            onAction={onRevoke}
            projectName={projectName}
            action={(inv) => (
              <>
                Revoke<span className="sr-only"> invitation for {inv.email}</span>
              </>
            )}
          />
        </Section>
      )}
      <ExpiredInvitations invitations={query.data?.invitations ?? []} locked={locked} />
    </>
  );
}

/** Lapsed invitations, each sent again (a new 7-day link) with one click. */
function ExpiredInvitations({
  invitations,
  locked,
}: {
  invitations: readonly AdminInvitation[];
  locked(inv: AdminInvitation): boolean;
}) {
  const invite = useInviteUser();
  const expired = expiredToResend(invitations);
  if (expired.length === 0) return null;

  const onResend = (inv: AdminInvitation) =>
    invite.mutate(
      { email: inv.email, role: inv.role },
      {
        onSuccess: () =>
          toast.success('Invitation sent', { description: `An invitation was e-mailed to ${inv.email}.` }),
        onError: (err) => toastError('Invitation failed', err),
      },
    );

  return (
    <Section id="expired-invitations" title="Expired Invitations" className="space-y-3">
      <p className="text-sm text-muted-foreground">
        Not answered within 7 days. Sending again mails a new link; the old one stays unusable.
      </p>
      <InvitationRows
        invitations={expired}
        when="Expired"
        locked={(inv) => (locked(inv) ? 'Only a super admin can invite admins.' : null)}
        busy={invite.isPending}
        onAction={onResend}
        action={(inv) => (
          <>
            Send again<span className="sr-only"> to {inv.email}</span>
          </>
        )}
      />
    </Section>
  );
}

/**
 * Invitations, one row each: the address, when it expires or expired and who sent it, its role,
 * and one action; `locked` says why this viewer may not take it (the button is then disabled).
 */
function InvitationRows({
  invitations,
  when,
  locked,
  busy,
  onAction,
  action,
  projectName,
}: {
  invitations: readonly AdminInvitation[];
  when: 'Expires' | 'Expired';
  locked(inv: AdminInvitation): string | null;
  busy: boolean;
  onAction(inv: AdminInvitation): void;
  action(inv: AdminInvitation): ReactNode;
  projectName?(projectId: string): string | undefined;
}) {
  return (
    <ul className="divide-y rounded-lg border">
      {invitations.map((inv) => (
        <InvitationRow
          key={inv.id}
          inv={inv}
          when={when}
          locked={locked(inv)}
          busy={busy}
          onAction={() => onAction(inv)}
          project={inv.projectId ? { id: inv.projectId, name: projectName?.(inv.projectId) } : undefined}
        >
          {action(inv)}
        </InvitationRow>
      ))}
    </ul>
  );
}

function InvitationRow({
  inv,
  when,
  locked,
  busy,
  onAction,
  project,
  children,
}: {
  inv: AdminInvitation;
  /** A team invitation's project (its name once the projects are read). */
  project?: { id: string; name: string | undefined };
  when: 'Expires' | 'Expired';
  locked: string | null;
  busy: boolean;
  onAction(): void;
  children: ReactNode;
}) {
  const lockedId = `invitation-locked-${inv.id}`;
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
      <div className="min-w-0 flex-1">
        <div className="font-medium break-all">{inv.email}</div>
        <div className="text-muted-foreground">
          {when} <time dateTime={inv.expiresAt}>{formatDateTime(inv.expiresAt)}</time>
          {inv.invitedBy && <> · invited by {inv.invitedBy.email}</>}
        </div>
        {project && (
          <div>
            Team of{' '}
            <Link
              to={`/incubator/${project.id}?tab=team`}
              className="font-medium underline underline-offset-4"
            >
              {project.name ?? 'a project'}
            </Link>
            {inv.projectRole && <> as {projectRoleLabel(inv.projectRole)}</>}
          </div>
        )}
        {locked && (
          <p id={lockedId} className="text-muted-foreground">
            {locked}
          </p>
        )}
      </div>
      <Badge variant="outline">{roleLabels[inv.role]}</Badge>
      <Button
        size="sm"
        variant="outline"
        disabled={locked !== null}
        busy={busy}
        aria-describedby={locked ? lockedId : undefined}
        onClick={onAction}
      >
        {children}
      </Button>
    </li>
  );
}
