import { asc, eq, or, sql } from 'drizzle-orm';
import { adminRoles, type UserRole } from '~/shared/enums';
import type { DbOrTx } from '../../db/client';
import { incubatedProjects, projectTeamMembers, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';

/**
 * Locks the account's row until the transaction ends and reads it under the lock. A role change
 * takes it ('no key update') before it counts the account's seats, and every path that gives a seat
 * takes it ('share', or 'no key update' when it changes the row too) before it reads the role:
 * whichever comes second waits for the first to commit and then sees what it did, so an admin never
 * ends up with a seat. Not 'update': that also blocks rows that merely point at this account (an
 * invitation it sends, a session), which need only the key to stay. Lock this row before the
 * account's invitations, in the order a role change does.
 */
export async function lockSeatHolder(
  tx: DbOrTx,
  userId: string,
  mode: 'no key update' | 'share',
): Promise<typeof users.$inferSelect | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for(mode);
  return user;
}

const listed = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Refuses to make a team member an admin (409 naming `role`): admins take no seat on a team, and
 * one who kept theirs would see the project twice, from the admin side and as a member. The
 * owner counts as on the team (an owner hands the project over before leaving it). The account's row
 * is locked first (`lockSeatHolder`): a seat given meanwhile is either counted or waits for this.
 */
export async function refuseAdminWithSeats(tx: DbOrTx, userId: string, role: UserRole): Promise<void> {
  if (!(adminRoles as readonly UserRole[]).includes(role)) return;
  const user = await lockSeatHolder(tx, userId, 'no key update');
  const seats = await tx
    .selectDistinct({
      id: incubatedProjects.id,
      name: incubatedProjects.name,
      owns: sql<boolean>`${incubatedProjects.createdBy} IS NOT DISTINCT FROM ${userId}`,
    })
    .from(incubatedProjects)
    .leftJoin(projectTeamMembers, eq(projectTeamMembers.projectId, incubatedProjects.id))
    .where(or(eq(incubatedProjects.createdBy, userId), eq(projectTeamMembers.userId, userId)))
    .orderBy(asc(incubatedProjects.name));
  if (seats.length === 0) return;
  const who = user?.name.trim() || user?.email || 'This user';
  const owned = seats.some((s) => s.owns);
  const message = `${who} is on the team of ${listed(seats.map((s) => s.name))}; ${
    owned
      ? 'hand ownership to another member and remove them from the team first'
      : 'remove them from the team first'
  }`;
  throw new AppError('CONFLICT', message, { role: message });
}

/**
 * What a feature does, inside the transaction, when an account takes a seat on a team: messages
 * marks the thread's replies so far read, so a newcomer does not find its history unread. Given
 * by the composition root (`createAppDeps()` calls `setTeamJoinHooks` with features/index.ts's
 * list), since accounts does not reach into the features that react to it.
 */
export type TeamJoinHook = (tx: DbOrTx, projectId: string, userId: string) => Promise<unknown>;
