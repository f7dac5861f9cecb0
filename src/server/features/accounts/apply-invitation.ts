import { eq } from 'drizzle-orm';
import { adminRoles, roleRank, type UserRole } from '~/shared/enums';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import type { InvitationRow } from './invitation-tokens';
import { applyOpenProjectInvitations, applyProjectInvitation, type ProjectSeat } from './join-team';
import { withdrawProjectInvitations } from './team-invitations';
import { refuseAdminWithSeats } from './team-seats';

/** The invited role, unless the account already holds a higher one: an invitation never demotes. */
export function roleAfterInvitation(current: UserRole, invited: UserRole): UserRole {
  return roleRank[invited] > roleRank[current] ? invited : current;
}

/**
 * What accepting a claimed invitation does to the account, the one way for a new account (sign-up
 * with the link) and an existing one (POST /api/invitations/:token/accept): the role (never
 * lowered), the address marked verified (the mailed link proved it) and the project seat.
 * `takeOpenProjectInvitations`: a new account also takes up its other open invitations into
 * projects, whose links could no longer make an account; an existing account accepts each link.
 */
export async function applyInvitation(
  tx: DbOrTx,
  invitation: InvitationRow,
  user: { id: string; email: string; role: UserRole },
  { takeOpenProjectInvitations }: { takeOpenProjectInvitations: boolean },
): Promise<{ role: UserRole; seat: ProjectSeat | null }> {
  const role = roleAfterInvitation(user.role, invitation.role);
  // Made an admin while on a team: refused, and the transaction (the claim too) rolls back.
  if (role !== user.role) await refuseAdminWithSeats(tx, user.id, role);
  await tx
    .update(users)
    .set({ role, emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  if ((adminRoles as readonly UserRole[]).includes(role)) {
    // Admins see every project from the admin side and take no seat on a team.
    await withdrawProjectInvitations(tx, user.email);
    return { role, seat: null };
  }
  const seat = await applyProjectInvitation(tx, invitation, user.id);
  if (takeOpenProjectInvitations) await applyOpenProjectInvitations(tx, user.email, user.id);
  return { role, seat };
}
