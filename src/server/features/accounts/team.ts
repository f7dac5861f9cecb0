import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  adminNotOnTeams,
  type memberAddResponse,
  type memberAddSchema,
  type projectMemberResponse,
  type ProjectRole,
  type projectTeamResponse,
  type TeamRole,
} from '~/shared/schemas/project-members';
import { invitationIntoProject, inviteIntoProject, openAdminInvitationFor } from './team-invitations';
import type { DbOrTx } from '../../db/client';
import {
  incubatedProjects,
  invitations,
  projectTeamMemberKey,
  projectTeamMembers,
  users,
} from '../../db/schema/index';
import { isAdminRole } from '../../http/access';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../http/types';
import type { Mail } from '../../mail/index';
import type { Realtime } from '../../realtime/hub';
import { getProjectRow, setProjectOwner } from '../projects/service';
import type { ByProject } from '../service-args';

type ProjectMember = z.output<typeof projectMemberResponse>;
type ProjectTeam = z.output<typeof projectTeamResponse>;
type MemberAddResult = z.output<typeof memberAddResponse>;

/** Ends what a person may no longer follow: their open streams re-check their rights. */
type StreamRevocation = Pick<Realtime, 'revokeUser'>;

/** Who changes a team; their address is named on the invitations they send. */
type TeamActor = Caller & { email: string };

/** A change to a project's team, checked against who makes it. */
type TeamChange = ByProject & { actor: TeamActor };

/** The owner and admins manage a team; other members only see it. */
async function assertManagesTeam(db: DbOrTx, projectId: string, actor: TeamActor) {
  const project = await getProjectRow({ db, id: projectId });
  if (!actor.isAdmin && project.createdBy !== actor.userId) {
    throw new AppError('FORBIDDEN', 'Only the project owner or an admin can change the team');
  }
  return project;
}

/** The owner first, then members by when they joined; open invitations into the project. */
export async function listProjectTeam({ db, projectId }: ByProject): Promise<ProjectTeam> {
  const project = await getProjectRow({ db, id: projectId });
  const members: ProjectMember[] = [];
  if (project.createdBy) {
    const [owner] = await db.select().from(users).where(eq(users.id, project.createdBy));
    if (owner) {
      members.push({
        memberId: null,
        userId: owner.id,
        name: owner.name,
        email: owner.email,
        role: 'owner',
        joinedAt: project.createdAt,
      });
    }
  }
  const rows = await db
    .select({ member: projectTeamMembers, name: users.name, email: users.email })
    .from(projectTeamMembers)
    .innerJoin(users, eq(users.id, projectTeamMembers.userId))
    .where(eq(projectTeamMembers.projectId, projectId))
    .orderBy(asc(projectTeamMembers.createdAt));
  for (const r of rows) {
    if (r.member.userId === project.createdBy) continue;
    members.push({
      memberId: r.member.id,
      userId: r.member.userId,
      name: r.name,
      email: r.email,
      role: r.member.role as ProjectRole,
      joinedAt: r.member.createdAt,
    });
  }
  const open = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.projectId, projectId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(invitations.createdAt));
  return { members, invitations: open.map(invitationIntoProject) };
}

/**
 * Invites the address into the team: the person joins only when they accept (in the app, or with
 * the mailed link), whether or not the address has an account. The answer is the same pending
 * invitation either way, so it tells the sender nothing about who has an account. Someone already
 * on the team is refused (the sender sees the team anyway), and so is an admin: admins take no seat
 * (accepting re-checks that under the account's lock, for one made an admin since).
 */
export async function addProjectMember({
  db,
  mail,
  publicUrl,
  projectId,
  actor,
  input,
}: TeamChange & {
  mail: Mail;
  publicUrl: string;
  input: z.output<typeof memberAddSchema>;
}): Promise<MemberAddResult> {
  const project = await assertManagesTeam(db, projectId, actor);
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  const adminAccount = user ? isAdminRole(user.role) : await openAdminInvitationFor(db, input.email);
  if (adminAccount) {
    throw new AppError('CONFLICT', `${input.email} is ${user ? 'an admin account' : 'invited as an admin'}`, {
      email: adminNotOnTeams,
    });
  }
  if (user && (project.createdBy === user.id || (await isOnTeam(db, projectId, user.id)))) {
    throw new AppError('CONFLICT', `${user.email} is already on this team`, {
      email: 'Already on this team',
    });
  }
  const invitation = await inviteIntoProject({
    db,
    mail,
    publicUrl,
    projectId,
    projectName: project.name,
    email: input.email,
    role: input.role,
    invitedBy: { id: actor.userId, email: actor.email },
  });
  return { invitation };
}

async function isOnTeam(db: DbOrTx, projectId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: projectTeamMembers.id })
    .from(projectTeamMembers)
    .where(and(eq(projectTeamMembers.projectId, projectId), eq(projectTeamMembers.userId, userId)));
  return !!row;
}

export async function changeMemberRole({
  db,
  projectId,
  memberId,
  role,
  actor,
}: TeamChange & { memberId: string; role: TeamRole }): Promise<void> {
  await assertManagesTeam(db, projectId, actor);
  const changed = await db
    .update(projectTeamMembers)
    .set({ role })
    .where(and(eq(projectTeamMembers.id, memberId), eq(projectTeamMembers.projectId, projectId)))
    .returning({ id: projectTeamMembers.id });
  if (!changed.length) throw new AppError('NOT_FOUND', 'Team member not found');
}

/**
 * Takes the member off the team. Their open live streams re-check their rights at once, on every
 * instance (sent on commit), so nothing the project publishes afterwards reaches them.
 */
export async function removeProjectMember({
  db,
  realtime,
  projectId,
  memberId,
  actor,
}: TeamChange & { realtime: StreamRevocation; memberId: string }): Promise<void> {
  await assertManagesTeam(db, projectId, actor);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(projectTeamMembers)
      .where(and(eq(projectTeamMembers.id, memberId), eq(projectTeamMembers.projectId, projectId)))
      .returning({ userId: projectTeamMembers.userId });
    if (!removed) throw new AppError('NOT_FOUND', 'Team member not found');
    await realtime.revokeUser(removed.userId, tx);
  });
}

/**
 * Names a team member as the new owner (the owner can leave only this way). The previous owner
 * stays on the team as co-founder.
 */
export async function transferProjectOwnership({
  db,
  realtime,
  projectId,
  newOwnerId,
  actor,
}: TeamChange & { realtime: StreamRevocation; newOwnerId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    // Two hand-overs at once would both read the old owner, and the first heir would be left
    // neither owner nor member: the second waits here and reads the owner the first one set.
    await tx
      .select({ id: incubatedProjects.id })
      .from(incubatedProjects)
      .where(eq(incubatedProjects.id, projectId))
      .for('update');
    const project = await assertManagesTeam(tx, projectId, actor);
    const [member] = await tx
      .select()
      .from(projectTeamMembers)
      .where(and(eq(projectTeamMembers.projectId, projectId), eq(projectTeamMembers.userId, newOwnerId)));
    if (!member) {
      throw new AppError('VALIDATION_ERROR', 'The new owner must be a member of the team', {
        userId: 'The new owner must be a member of the team',
      });
    }
    await tx.delete(projectTeamMembers).where(eq(projectTeamMembers.id, member.id));
    if (project.createdBy) {
      await tx
        .insert(projectTeamMembers)
        .values({ projectId, userId: project.createdBy, role: 'co-founder' })
        // The old owner may already have a row (the demo founders do, as 'owner'): it becomes co-founder.
        .onConflictDoUpdate({
          target: projectTeamMemberKey,
          set: { role: 'co-founder' },
        });
    }
    await setProjectOwner(tx, projectId, newOwnerId);
    // The old owner's streams re-check what they may follow now that they are a co-founder.
    if (project.createdBy) await realtime.revokeUser(project.createdBy, tx);
  });
}

/** Withdraws an open invitation into the project; its link stops working. */
export async function revokeProjectInvitation({
  db,
  projectId,
  invitationId,
  actor,
}: TeamChange & { invitationId: string }): Promise<void> {
  await assertManagesTeam(db, projectId, actor);
  const revoked = await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(invitations.id, invitationId),
        eq(invitations.projectId, projectId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning({ id: invitations.id });
  if (!revoked.length) throw new AppError('NOT_FOUND', 'Invitation not found or no longer open');
}
