import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { adminRoles } from '~/shared/enums';
import {
  projectRoleLabels,
  type pendingProjectInvitationResponse,
  type ProjectRole,
} from '~/shared/schemas/project-members';
import { issueInvitationToken } from '../../auth/invitation-link';
import type { DbOrTx } from '../../db/client';
import { invitations, users } from '../../db/schema/index';
import {
  projectInvitationMail,
  REINVITE_QUIET_MINUTES,
  type Mail,
  type MailLimitCount,
} from '../../mail/index';
import type { InvitationRow } from './invitation-tokens';

/** Whether the address holds an open invitation to become an admin (it will not join teams). */
export async function openAdminInvitationFor(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        sql`lower(${invitations.email}) = ${email.toLowerCase()}`,
        isNull(invitations.projectId),
        inArray(invitations.role, adminRoles),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return !!row;
}

/** Invitations of an address into `projectId` (or into any project) not yet taken up or revoked. */
export const openProjectInvitationsOf = (email: string, projectId?: string) =>
  and(
    sql`lower(${invitations.email}) = ${email.toLowerCase()}`,
    projectId ? eq(invitations.projectId, projectId) : isNotNull(invitations.projectId),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
  );

/**
 * An admin takes no seat on a team: the open invitations into teams sent to the address are
 * withdrawn (their links stop working, and the teams no longer list them as pending).
 */
export async function withdrawProjectInvitations(tx: DbOrTx, email: string): Promise<void> {
  await tx.update(invitations).set({ revokedAt: new Date() }).where(openProjectInvitationsOf(email));
}

type PendingProjectInvitation = z.output<typeof pendingProjectInvitationResponse>;

export const invitationIntoProject = (row: InvitationRow): PendingProjectInvitation => ({
  id: row.id,
  email: row.email,
  role: (row.projectRole ?? 'member') as ProjectRole,
  expiresAt: row.expiresAt,
});

/** Whose counters a team invitation counts against (mail-limits.ts). */
async function teamInviteCounts(
  db: DbOrTx,
  projectId: string,
  invitedBy: { id: string } | null,
): Promise<MailLimitCount[]> {
  const counts: MailLimitCount[] = [{ rule: 'teamInvitesPerProject', key: projectId }];
  if (!invitedBy) return counts;
  const [inviter] = await db.select({ role: users.role }).from(users).where(eq(users.id, invitedBy.id));
  const byAdmin = !!inviter && (adminRoles as readonly string[]).includes(inviter.role);
  counts.push({ rule: byAdmin ? 'teamInvitesByAdmin' : 'teamInvitesByMember', key: invitedBy.id });
  return counts;
}

/**
 * The address's open invitation into the project if it was sent less than REINVITE_QUIET_MINUTES
 * ago: inviting again so soon re-sends nothing. A different role is written onto it (the invitee
 * joins with the role chosen last), still without a mail.
 */
async function freshInvitation(
  db: DbOrTx,
  { email, projectId, role }: { email: string; projectId: string; role: ProjectRole },
): Promise<InvitationRow | undefined> {
  const [open] = await db
    .select()
    .from(invitations)
    .where(
      and(
        openProjectInvitationsOf(email, projectId),
        gt(invitations.expiresAt, sql`now()`),
        gt(invitations.createdAt, sql`now() - make_interval(mins => ${REINVITE_QUIET_MINUTES})`),
      ),
    )
    .orderBy(desc(invitations.createdAt))
    .limit(1);
  if (!open || open.projectRole === role) return open;
  const [changed] = await db
    .update(invitations)
    .set({ projectRole: role })
    .where(eq(invitations.id, open.id))
    .returning();
  return changed ?? open;
}

/**
 * Invites an address into a project (role 'owner' claims a project without owner), replacing an
 * open invitation of that address into it. The account and the membership are made when the
 * invitee signs up with the mailed link.
 *
 * Mail limits (mail-limits.ts): a re-invite while the open invitation is younger than
 * REINVITE_QUIET_MINUTES answers that invitation and mails nothing; any other invitation counts
 * against the project's daily cap and the inviter's hourly limit, and past either the caller gets
 * the 429 and nothing is stored. `db` must not be an open transaction: the counters are written
 * beside it.
 */
export async function inviteIntoProject({
  db,
  mail,
  publicUrl,
  projectId,
  projectName,
  email,
  role,
  invitedBy,
}: {
  db: DbOrTx;
  mail: Mail;
  publicUrl: string;
  projectId: string;
  projectName: string;
  email: string;
  role: ProjectRole;
  invitedBy: { id: string; email: string } | null;
}): Promise<PendingProjectInvitation> {
  const fresh = await freshInvitation(db, { email, projectId, role });
  if (fresh) return invitationIntoProject(fresh);
  const counts = await teamInviteCounts(db, projectId, invitedBy);
  await mail.limits.take(counts);
  const link = issueInvitationToken(publicUrl);
  let outcome: { row: InvitationRow; mailed: boolean };
  try {
    outcome = await db.transaction(async (tx) => {
      // Two invitations of one address at once: the second waits, then finds the first one fresh.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`project-invitation:${projectId}:${email.toLowerCase()}`}))`,
      );
      const raced = await freshInvitation(tx, { email, projectId, role });
      if (raced) return { row: raced, mailed: false };
      // Inviting the address into this project again is a re-send: the new link replaces the old.
      await tx
        .update(invitations)
        .set({ revokedAt: new Date() })
        .where(openProjectInvitationsOf(email, projectId));
      const [created] = await tx
        .insert(invitations)
        .values({
          email,
          role: 'user',
          ...link.columns,
          invitedBy: invitedBy?.id ?? null,
          projectId,
          projectRole: role,
        })
        .returning();
      return { row: created!, mailed: true };
    });
  } catch (err) {
    await mail.limits.giveBack(counts);
    throw err;
  }
  const { row, mailed } = outcome;
  if (!mailed) {
    await mail.limits.giveBack(counts);
    return invitationIntoProject(row);
  }
  await mail.send(
    projectInvitationMail({
      to: email,
      projectName,
      roleLabel: projectRoleLabels[role],
      owner: role === 'owner',
      url: link.url,
      invitedBy: invitedBy?.email ?? null,
      expiresAt: row.expiresAt,
    }),
  );
  return invitationIntoProject(row);
}
