import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  authMessages,
  invitationForAnotherAccount,
  type invitationAcceptResponse,
  type InvitationCheck,
  type MeResponse,
} from '~/shared/auth';
import { adminNotOnTeams } from '~/shared/schemas/project-members';
import { applyInvitation } from '../../auth/apply-invitation';
import {
  claimInvitation,
  findInvitationByToken,
  invitationState,
  type InvitationRow,
} from '../../auth/invitation-tokens';
import { listProjectAccess } from '../../auth/project-access';
import type { DbOrTx } from '../../db/client';
import { incubatedProjects, users } from '../../db/schema/index';
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
 * An existing account accepts an invitation sent to its (verified) address: the same role and
 * project rules as signing up with the link (`applyInvitation`), claimed in one statement so the
 * link works once however many requests race.
 */
export async function acceptInvitation({
  db,
  token,
  user,
}: {
  db: DbOrTx;
  token: string;
  user: SessionUser;
}): Promise<z.output<typeof invitationAcceptResponse>> {
  const before = refusal(await findInvitationByToken(db, token), user);
  if (before) throw before;
  return db.transaction(async (tx) => {
    const invitation = await claimInvitation(tx, { token, email: user.email, userId: user.id });
    // Lost a race (accepted, revoked or expired a moment ago): answer as a later request would.
    if (!invitation) throw refusal(await findInvitationByToken(tx, token), user) ?? notFound();
    const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    if (!account) throw new AppError('UNAUTHENTICATED', 'Authentication required');
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
