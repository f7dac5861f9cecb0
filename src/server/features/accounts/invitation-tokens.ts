import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashInvitationToken } from '../../auth/invitation-link';
import type { DbOrTx } from '../../db/client';
import { invitations } from '../../db/schema/index';

export type InvitationRow = typeof invitations.$inferSelect;

/** How a caller names an invitation: the mailed link's token, or its id (the invitee's own list). */
export type InvitationKey = { token: string } | { id: string };

const byKey = (key: InvitationKey) =>
  'token' in key ? eq(invitations.tokenHash, hashInvitationToken(key.token)) : eq(invitations.id, key.id);

export async function findInvitation(db: DbOrTx, key: InvitationKey): Promise<InvitationRow | undefined> {
  if ('token' in key && (!key.token || key.token.length > 200)) return undefined;
  const [row] = await db.select().from(invitations).where(byKey(key)).limit(1);
  return row;
}

export const findInvitationByToken = (db: DbOrTx, token: string) => findInvitation(db, { token });

export type InvitationState = 'valid' | 'expired' | 'not_found';

/** Revoked and accepted invitations are "not found" to the public: they are no longer usable links. */
export function invitationState(row: InvitationRow | undefined, now = new Date()): InvitationState {
  if (!row || row.revokedAt || row.acceptedAt) return 'not_found';
  return row.expiresAt.getTime() > now.getTime() ? 'valid' : 'expired';
}

/**
 * Claims an open invitation for a new user in one statement, so two sign-ups racing on one token
 * cannot both win; returns the claimed row or undefined.
 */
export async function claimInvitation(
  db: DbOrTx,
  key: InvitationKey,
  { email, userId }: { email: string; userId: string },
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(invitations)
    .set({ acceptedAt: new Date(), acceptedBy: userId })
    .where(
      and(
        byKey(key),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
        sql`lower(${invitations.email}) = ${email.toLowerCase()}`,
      ),
    )
    .returning();
  return row;
}
