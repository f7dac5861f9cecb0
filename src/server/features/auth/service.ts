import { eq } from 'drizzle-orm';
import { authMessages, type InvitationCheck, type MeResponse } from '~/shared/auth';
import { findInvitationByToken, invitationState } from '../../auth/invitation-tokens';
import { listProjectAccess } from '../../auth/project-access';
import type { DbOrTx } from '../../db/client';
import { incubatedProjects, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';

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
  const [project] = projectId
    ? await db
        .select({ name: incubatedProjects.name })
        .from(incubatedProjects)
        .where(eq(incubatedProjects.id, projectId))
    : [];
  return {
    email: invitation!.email,
    role: invitation!.role,
    expiresAt: invitation!.expiresAt.toISOString(),
    isValid: state === 'valid',
    project: project ? { name: project.name, role: projectRole ?? 'member' } : null,
  };
}
