import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminUserResponse } from '~/shared/auth';
import type { UserRole } from '~/shared/enums';
import { withdrawProjectInvitations } from './team-invitations';
import { lockSeatHolder, refuseAdminWithSeats } from './team-seats';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { isAdminRole } from '../../http/access';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/types';

type UserRow = typeof users.$inferSelect;
type AdminUser = z.output<typeof adminUserResponse>;

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    isActive: row.isActive,
    emailVerified: row.emailVerified,
    createdAt: row.createdAt,
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export async function listUsers({
  db,
  search,
  page,
  pageSize,
}: {
  db: DbOrTx;
  search: string;
  page: number;
  pageSize: number;
}) {
  const term = search.trim();
  const where = term
    ? or(ilike(users.email, `%${escapeLike(term)}%`), ilike(users.name, `%${escapeLike(term)}%`))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toAdminUser), total: total?.n ?? 0, page, pageSize };
}

export const lastSuperAdminMessage = 'There must always be at least one active super admin';

/**
 * Applies an admin's role / active change under the spec's rules (section 6: only a super admin
 * manages admins) and ours (nobody locks the platform out). Deactivation ends every session.
 */
export async function updateUser({
  db,
  actor,
  userId,
  role,
  isActive,
}: {
  db: DbOrTx;
  actor: SessionUser;
  userId: string;
  role?: UserRole;
  isActive?: boolean;
}): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    // Lock every active super admin row so two demotions cannot both see "another one is left"
    // ('no key update': an invitation a super admin sends meanwhile only needs their key to stay).
    const supers = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'super_admin'), eq(users.isActive, true)))
      .for('no key update');
    // The target's row too: a seat given meanwhile waits for this role change, or is counted by it.
    const target = await lockSeatHolder(tx, userId, 'no key update');
    if (!target) throw new AppError('NOT_FOUND', 'User not found');
    const actorIsSuper = actor.role === 'super_admin';
    const roleChanges = role !== undefined && role !== target.role;
    const activeChanges = isActive !== undefined && isActive !== target.isActive;

    if (roleChanges) {
      if (target.id === actor.id) throw new AppError('FORBIDDEN', 'You cannot change your own role');
      if (!actorIsSuper && (isAdminRole(target.role) || isAdminRole(role))) {
        throw new AppError('FORBIDDEN', 'Only a super admin can grant or remove admin roles');
      }
      await refuseAdminWithSeats(tx, target.id, role);
    }
    if (activeChanges) {
      if (target.id === actor.id) throw new AppError('FORBIDDEN', 'You cannot deactivate your own account');
      if (!actorIsSuper && isAdminRole(target.role)) {
        throw new AppError('FORBIDDEN', 'Only a super admin can change an admin account');
      }
    }
    const staysActiveSuper = (role ?? target.role) === 'super_admin' && (isActive ?? target.isActive);
    const isActiveSuper = target.role === 'super_admin' && target.isActive;
    if (isActiveSuper && !staysActiveSuper && supers.filter((s) => s.id !== target.id).length === 0) {
      throw new AppError('CONFLICT', lastSuperAdminMessage);
    }
    if (!roleChanges && !activeChanges) return toAdminUser(target);

    const [updated] = await tx
      .update(users)
      .set({
        ...(roleChanges ? { role } : {}),
        ...(activeChanges ? { isActive } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, target.id))
      .returning();
    if (activeChanges && isActive === false) await tx.delete(sessions).where(eq(sessions.userId, target.id));
    // As when an admin invitation is accepted: an admin's open invitations into teams lapse.
    if (roleChanges && isAdminRole(role)) await withdrawProjectInvitations(tx, target.email);
    return toAdminUser(updated!);
  });
}
