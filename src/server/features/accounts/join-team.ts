import { and, eq, gt, sql } from 'drizzle-orm';
import type { ProjectRole, TeamRole } from '~/shared/schemas/project-members';
import type { DbOrTx } from '../../db/client';
import {
  incubatedProjects,
  invitations,
  projectTeamMemberKey,
  projectTeamMembers,
} from '../../db/schema/index';
import { claimUnownedProject } from '../projects/service';
import type { InvitationRow } from './invitation-tokens';
import type { TeamJoinHook } from './team-seats';
import { openProjectInvitationsOf } from './team-invitations';

let teamJoinHooks: readonly TeamJoinHook[] | undefined;

/** The features' team-join hooks (the composition root gives them, see TeamJoinHook). */
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
    if (await claimUnownedProject(tx, projectId, userId)) {
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
      await tx.update(projectTeamMembers).set({ role }).where(eq(projectTeamMembers.id, member.id));
    }
    return { role, previousRole };
  }
  // Two accepts (or an add and an accept) at once: the unique (project_id, user_id) keeps one row.
  const joined = await tx
    .insert(projectTeamMembers)
    .values({ projectId, userId, role })
    .onConflictDoNothing({ target: projectTeamMemberKey })
    .returning({ id: projectTeamMembers.id });
  if (joined.length) await joinedTeam(tx, projectId, userId);
  return { role, previousRole: null };
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
