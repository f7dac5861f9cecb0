import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  authMessages,
  invitationForAnotherAccount,
  type invitationAcceptResponse,
  type InvitationCheck,
  type MeResponse,
  type myProjectInvitationResponse,
} from '~/shared/auth';
import type { ProjectRole } from '~/shared/schemas/project-members';
import { adminNotOnTeams } from '~/shared/schemas/project-members';
import { applyInvitation } from './apply-invitation';
import {
  claimInvitation,
  findInvitation,
  findInvitationByToken,
  invitationState,
  type InvitationKey,
  type InvitationRow,
} from './invitation-tokens';
import { listProjectAccess } from './project-access';
import { lockSeatHolder } from './team-seats';
import type { DbOrTx } from '../../db/client';
import { incubatedProjects, invitations, users } from '../../db/schema/index';
import { isAdminRole } from '../../http/access';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/types';

/** The signed-in caller with their profile and the projects they may open (GET /api/me). */
export async function getMe({ db, userId }: { db: DbOrTx; userId: string }): Promise<MeResponse> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return {
    user: { id: row.id, email: row.email, name: row.name, role: row.role, emailVerified: row.emailVerified },
    profile: { role: row.role, isActive: row.isActive },
    projects: await listProjectAccess({ db, userId: row.id }),
  };
}

const projectNamed = async (db: DbOrTx, projectId: string | null) => {
  if (!projectId) return undefined;
  const [project] = await db
    .select({
      id: incubatedProjects.id,
      name: incubatedProjects.name,
      createdBy: incubatedProjects.createdBy,
    })
    .from(incubatedProjects)
    .where(eq(incubatedProjects.id, projectId));
  return project;
};

/** What the sign-up page may know about an invitation before it is accepted. */
export async function checkInvitation({
  db,
  token,
}: {
  db: DbOrTx;
  token: string;
}): Promise<InvitationCheck> {
  const invitation = await findInvitationByToken(db, token);
  const state = invitationState(invitation);
  if (state === 'not_found') throw new AppError('NOT_FOUND', authMessages.invitationNotFound);
  const { projectId, projectRole } = invitation!;
  const project = await projectNamed(db, projectId);
  // Only the mailbox the link went to holds the token, so this tells its owner nothing new.
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, invitation!.email.toLowerCase()));
  return {
    email: invitation!.email,
    role: invitation!.role,
    expiresAt: invitation!.expiresAt.toISOString(),
    isValid: state === 'valid',
    project: project ? { name: project.name, role: projectRole ?? 'member' } : null,
    hasAccount: !!account,
  };
}

/** Why `user` cannot take this invitation up now; nothing when they can. */
function refusal(invitation: InvitationRow | undefined, user: SessionUser): AppError | undefined {
  if (invitation?.acceptedAt && invitation.acceptedBy === user.id) {
    return new AppError('CONFLICT', authMessages.invitationAlreadyAccepted);
  }
  const state = invitationState(invitation);
  if (state === 'not_found') return new AppError('NOT_FOUND', authMessages.invitationNotFound);
  if (invitation!.email.toLowerCase() !== user.email.toLowerCase()) {
    return new AppError('FORBIDDEN', invitationForAnotherAccount(invitation!.email, user.email));
  }
  if (state === 'expired') return new AppError('GONE', authMessages.invitationExpired);
  if (!user.emailVerified) return new AppError('FORBIDDEN', authMessages.invitationEmailUnverified);
  if (invitation!.projectId && isAdminRole(user.role)) return new AppError('CONFLICT', adminNotOnTeams);
  return undefined;
}

/**
 * An existing account accepts an invitation sent to its (verified) address, named by the mailed
 * link's token or (from its dashboard) by id: the same role and project rules as signing up with
 * the link (`applyInvitation`), claimed in one statement so it is taken up once however many
 * requests race.
 */
export async function acceptInvitation({
  db,
  key,
  user,
}: {
  db: DbOrTx;
  key: InvitationKey;
  user: SessionUser;
}): Promise<z.output<typeof invitationAcceptResponse>> {
  const found = await findInvitation(db, key);
  const before = refusal(found, user);
  if (before) throw before;
  return db.transaction(async (tx) => {
    // The account before the invitation (the order a role change locks them in). Made an admin
    // since the session was read: the role change commits first, and its role refuses the seat.
    const account = await lockSeatHolder(tx, user.id, 'no key update');
    if (!account) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    const caller = { ...user, role: account.role };
    const now = refusal(found, caller);
    if (now) throw now;
    const invitation = await claimInvitation(tx, key, { email: user.email, userId: user.id });
    // Lost a race (accepted, revoked or expired a moment ago): answer as a later request would.
    if (!invitation) throw refusal(await findInvitation(tx, key), caller) ?? notFound();
    const project = await projectNamed(tx, invitation.projectId);
    const { role, seat } = await applyInvitation(
      tx,
      invitation,
      { id: user.id, email: user.email, role: account.role },
      { takeOpenProjectInvitations: false },
    );
    return {
      role,
      project: project && seat ? { id: project.id, name: project.name, ...seat } : null,
      alreadyMember: !!seat?.previousRole,
    };
  });
}

const notFound = () => new AppError('NOT_FOUND', authMessages.invitationNotFound);

/**
 * The open invitations into teams sent to the caller's address. Callers ask only for a verified
 * address: an unverified one proves nothing about who reads its mail.
 */
const openFor = (user: SessionUser) =>
  and(
    sql`lower(${invitations.email}) = ${user.email.toLowerCase()}`,
    isNotNull(invitations.projectId),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, sql`now()`),
  );

const inviters = alias(users, 'inviter');

/** GET /api/me/project-invitations: newest first, with the project and who sent each. */
export async function listMyProjectInvitations({
  db,
  user,
}: {
  db: DbOrTx;
  user: SessionUser;
}): Promise<z.output<typeof myProjectInvitationResponse>[]> {
  if (!user.emailVerified) return [];
  const rows = await db
    .select({
      invitation: invitations,
      projectName: incubatedProjects.name,
      inviterName: inviters.name,
      inviterEmail: inviters.email,
    })
    .from(invitations)
    .innerJoin(incubatedProjects, eq(incubatedProjects.id, invitations.projectId))
    .leftJoin(inviters, eq(inviters.id, invitations.invitedBy))
    .where(openFor(user))
    .orderBy(desc(invitations.createdAt));
  return rows.map((r) => ({
    id: r.invitation.id,
    project: { id: r.invitation.projectId!, name: r.projectName },
    role: (r.invitation.projectRole ?? 'member') as ProjectRole,
    invitedBy: r.inviterEmail ? { name: r.inviterName!, email: r.inviterEmail } : null,
    expiresAt: r.invitation.expiresAt,
  }));
}

/** Another account's invitation (or a lapsed one) is "not found": ids tell nobody anything. */
async function assertOwnOpenInvitation(db: DbOrTx, id: string, user: SessionUser) {
  if (!user.emailVerified) throw notFound();
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.id, id), openFor(user)));
  if (!row) throw notFound();
}

/** One of the caller's own invitations, named by id. */
interface OwnInvitation {
  db: DbOrTx;
  id: string;
  user: SessionUser;
}

/** POST /api/me/project-invitations/:invitationId/accept: exactly what accepting the mailed link does. */
export async function acceptMyProjectInvitation({
  db,
  id,
  user,
}: OwnInvitation): Promise<z.output<typeof invitationAcceptResponse>> {
  await assertOwnOpenInvitation(db, id, user);
  return acceptInvitation({ db, key: { id }, user });
}

/**
 * POST /api/me/project-invitations/:invitationId/decline: the invitee says no. The invitation is
 * revoked, as if its sender had withdrawn it: its link stops working and the team no longer lists
 * it as pending.
 */
export async function declineMyProjectInvitation({ db, id, user }: OwnInvitation): Promise<void> {
  if (!user.emailVerified) throw notFound();
  const declined = await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(invitations.id, id), openFor(user)))
    .returning({ id: invitations.id });
  if (!declined.length) throw notFound();
}
