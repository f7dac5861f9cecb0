import { and, eq } from 'drizzle-orm';
import { getAuth } from '../auth/auth';
import type { DbOrTx } from '../db/client';
import { incubatedProjects, projectTeamMembers } from '../db/schema/index';
import { isAdminRole } from '../http/access';
import type { UserRole as Role } from '~/shared/enums';
import type { AppDeps, SessionUser } from '../http/types';
import { anonymousViewer, canSeeTopic, type Viewer } from './topics';

/**
 * The projects whose private topics a signed-in user may follow: active projects they created plus
 * the active ones they are a team member of (spec section 6, project access). Admins need no list.
 */
export async function loadViewer({ db, user }: { db: DbOrTx; user: SessionUser | null }): Promise<Viewer> {
  if (!user) return anonymousViewer;
  if (isAdminRole(user.role)) return { userId: user.id, role: user.role, projectIds: new Set() };
  const [owned, member] = await Promise.all([
    db
      .select({ id: incubatedProjects.id })
      .from(incubatedProjects)
      .where(and(eq(incubatedProjects.createdBy, user.id), eq(incubatedProjects.isActive, true))),
    db
      .select({ id: projectTeamMembers.projectId })
      .from(projectTeamMembers)
      .innerJoin(incubatedProjects, eq(incubatedProjects.id, projectTeamMembers.projectId))
      .where(and(eq(projectTeamMembers.userId, user.id), eq(incubatedProjects.isActive, true))),
  ]);
  return {
    userId: user.id,
    role: user.role,
    projectIds: new Set([...owned, ...member].map((r) => r.id.toLowerCase())),
  };
}

export type Recheck = { revoked: false; viewer: Viewer } | { revoked: true; reason: string };

/**
 * Checks an open stream's caller again: the session it opened with must still be valid and its
 * user active with the same role (a deactivation, sign-out everywhere or demotion ends it), and
 * the topics it asked for must still be visible. A failed check (database down) ends it too: the
 * client reconnects and is judged afresh.
 */
export async function recheckViewer({
  deps,
  headers,
  user,
  topics,
}: {
  deps: AppDeps;
  headers: Headers;
  user: SessionUser;
  topics: ReadonlySet<string> | null;
}): Promise<Recheck> {
  try {
    const session = await getAuth(deps).api.getSession({ headers });
    if (!session || session.user.isActive === false) {
      return { revoked: true, reason: 'Your session has ended.' };
    }
    const role = (session.user.role ?? 'user') as Role;
    if (role !== user.role) return { revoked: true, reason: 'Your role has changed.' };
    const viewer = await loadViewer({ db: deps.database.db, user: { ...user, role } });
    for (const topic of topics ?? []) {
      if (!canSeeTopic(viewer, topic)) return { revoked: true, reason: `You may no longer follow ${topic}.` };
    }
    return { revoked: false, viewer };
  } catch (err) {
    deps.logger.warn({ err }, 'realtime: could not re-check a stream; closing it');
    return { revoked: true, reason: 'Your access could not be checked; reconnect.' };
  }
}
