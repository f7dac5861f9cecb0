import { asc, eq, or, sql } from 'drizzle-orm';
import { adminRoles, type UserRole } from '~/shared/enums';
import type { DbOrTx } from '../db/client';
import { incubatedProjects, projectTeamMembers, users } from '../db/schema/index';
import { AppError } from '../http/app-error';

const listed = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Refuses to make a team member an admin (409 naming `role`): admins take no seat on a team, and
 * one who kept theirs would see the project twice, from the admin side and as a member. The
 * owner counts as on the team (an owner hands the project over before leaving it).
 */
export async function refuseAdminWithSeats(tx: DbOrTx, userId: string, role: UserRole): Promise<void> {
  if (!(adminRoles as readonly UserRole[]).includes(role)) return;
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
  const [user] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const who = user?.name.trim() || user?.email || 'This user';
  const owned = seats.some((s) => s.owns);
  const message = `${who} is on the team of ${listed(seats.map((s) => s.name))}; ${
    owned
      ? 'hand ownership to another member and remove them from the team first'
      : 'remove them from the team first'
  }`;
  throw new AppError('CONFLICT', message, { role: message });
}
