import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { adminRoles } from '~/shared/enums';
import type { DbOrTx } from '../db/client';
import {
  incubatedProjects,
  invitations,
  projectTeamMemberKey,
  projectTeamMembers,
  users,
} from '../db/schema/index';
import type { z } from 'zod';
import {
  projectRoleLabels,
  type pendingProjectInvitationResponse,
  type ProjectRole,
  type TeamRole,
} from '~/shared/schemas/project-members';
import { projectInvitationMail, REINVITE_QUIET_MINUTES, type Mail, type MailLimitCount } from '../mail/index';
import { issueInvitationToken, type InvitationRow } from './invitation-tokens';

/**
 * What a feature does, inside the transaction, when an account takes a seat on a team: messages
 * marks the thread's replies so far read, so a newcomer does not find its history unread. Given
 * by the composition root (`createAppDeps()` calls `setTeamJoinHooks`), since auth imports no
 * feature.
 */
export type TeamJoinHook = (tx: DbOrTx, projectId: string, userId: string) => Promise<unknown>;

let teamJoinHooks: readonly TeamJoinHook[] | undefined;

export function setTeamJoinHooks(hooks: readonly TeamJoinHook[]): void {
  teamJoinHooks = hooks;
}

async function joinedTeam(tx: DbOrTx, projectId: string, userId: string): Promise<void> {
  // Loud rather than a seat taken without what the features do with it.
  if (!teamJoinHooks) throw new Error('No team-join hooks: createAppDeps() sets them');
  for (const hook of teamJoinHooks) await hook(tx, projectId, userId);
}

/** The seat an accepted invitation left the account in: its role on the team, and the one before. */
export interface ProjectSeat {
  role: ProjectRole;
  /** null: the account was not on the team before. */
  previousRole: ProjectRole | null;
}

/**
 * Accepting an invitation into a project makes the membership in the same transaction as the
 * account: an 'owner' invitation claims a project that has no owner yet (otherwise the invitee
 * joins as co-founder), any other role joins the team. Someone already on the team takes the
 * invited role (the invitation is what the owner or an admin chose most recently), except the
 * owner, who stays owner: an invitation never removes a project's owner.
 */
export async function applyProjectInvitation(
  tx: DbOrTx,
  invitation: InvitationRow,
  userId: string,
): Promise<ProjectSeat | null> {
  if (!invitation.projectId) return null;
  const projectId = invitation.projectId;
  const [member] = await tx
    .select({ id: projectTeamMembers.id, role: projectTeamMembers.role })
    .from(projectTeamMembers)
    .where(and(eq(projectTeamMembers.projectId, projectId), eq(projectTeamMembers.userId, userId)));
  const previousRole = (member?.role as ProjectRole | undefined) ?? null;
  if (invitation.projectRole === 'owner') {
    const claimed = await tx
      // eslint-disable-next-line hatchery/own-tables -- joining a team writes the team tables until people and access become one accounts feature (issue 36)
      .update(incubatedProjects)
      .set({ createdBy: userId, updatedAt: new Date() })
      .where(and(eq(incubatedProjects.id, projectId), isNull(incubatedProjects.createdBy)))
      .returning({ id: incubatedProjects.id });
    if (claimed.length) {
      // A member who takes over keeps their own unread replies; only a newcomer's are marked.
      if (!member) await joinedTeam(tx, projectId, userId);
      return { role: 'owner', previousRole };
    }
  }
  const [project] = await tx
    .select({ createdBy: incubatedProjects.createdBy })
    .from(incubatedProjects)
    .where(eq(incubatedProjects.id, projectId));
  if (project?.createdBy === userId) return { role: 'owner', previousRole: 'owner' };
  const role: TeamRole =
    invitation.projectRole && invitation.projectRole !== 'owner'
      ? (invitation.projectRole as TeamRole)
      : 'co-founder';
  if (member) {
    if (member.role !== role) {
      // eslint-disable-next-line hatchery/own-tables -- joining a team writes the team tables until people and access become one accounts feature (issue 36)
      await tx.update(projectTeamMembers).set({ role }).where(eq(projectTeamMembers.id, member.id));
    }
    return { role, previousRole };
  }
  // Two accepts (or an add and an accept) at once: the unique (project_id, user_id) keeps one row.
  const joined = await tx
    // eslint-disable-next-line hatchery/own-tables -- joining a team writes the team tables until people and access become one accounts feature (issue 36)
    .insert(projectTeamMembers)
    .values({ projectId, userId, role })
    .onConflictDoNothing({ target: projectTeamMemberKey })
    .returning({ id: projectTeamMembers.id });
  if (joined.length) await joinedTeam(tx, projectId, userId);
  return { role, previousRole: null };
}

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
const openProjectInvitationsOf = (email: string, projectId?: string) =>
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

/**
 * The new account takes up every other open invitation into a project sent to its address: the
 * invitee follows one link, and the others could no longer make an account.
 */
export async function applyOpenProjectInvitations(tx: DbOrTx, email: string, userId: string): Promise<void> {
  const open = await tx
    .update(invitations)
    .set({ acceptedAt: new Date(), acceptedBy: userId })
    .where(and(openProjectInvitationsOf(email), gt(invitations.expiresAt, sql`now()`)))
    .returning();
  for (const invitation of open) await applyProjectInvitation(tx, invitation, userId);
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
