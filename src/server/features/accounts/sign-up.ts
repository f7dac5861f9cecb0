import { and, eq } from 'drizzle-orm';
import type { AccountHooks } from '../../auth/account-hooks';
import { invitations, users } from '../../db/schema/index';
import { applyInvitation } from './apply-invitation';
import { claimInvitation, findInvitationByToken, invitationState } from './invitation-tokens';

/**
 * What better-auth's sign-up and password reset do to accounts (server/auth calls them; the
 * composition root hands them over with `setAccountHooks`).
 */
export const accountHooks: AccountHooks = {
  async invitedAddress(db, token) {
    const invitation = await findInvitationByToken(db, token);
    return invitationState(invitation) === 'valid' ? invitation!.email : undefined;
  },

  // The invitation, role and verification change together, the claim first.
  acceptOnSignUp: (db, user, token) =>
    db.transaction(async (tx) => {
      const invitation = await claimInvitation(tx, { token }, { email: user.email, userId: user.id });
      if (!invitation) return false;
      await applyInvitation(tx, invitation, user, { takeOpenProjectInvitations: true });
      return true;
    }),

  async acceptedAnInvitation(db, userId) {
    const [accepted] = await db
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.acceptedBy, userId))
      .limit(1);
    return !!accepted;
  },

  async passwordReset(db, userId) {
    await db
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.emailVerified, false)));
  },
};
