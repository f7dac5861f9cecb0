import { and, eq, like, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verifications } from '../db/schema/index';

/** better-auth keeps each mailed reset token as a `verifications` row: this identifier, the user id as value. */
const RESET_PREFIX = 'reset-password:';
const resetRowsOf = (userId: string) =>
  and(eq(verifications.value, userId), like(verifications.identifier, `${RESET_PREFIX}%`));

/**
 * The links mailed before `token` stop working: only the newest mail's link resets the password.
 * Rows made after it (a request racing this one) are kept, so two requests never void each other.
 */
export async function replaceEarlierResetTokens(db: Db, userId: string, token: string): Promise<void> {
  const identifier = RESET_PREFIX + token;
  const ownCreatedAt = sql`(select ${verifications.createdAt} from ${verifications} where ${verifications.identifier} = ${identifier})`;
  await db
    .delete(verifications)
    .where(
      and(
        resetRowsOf(userId),
        ne(verifications.identifier, identifier),
        lte(verifications.createdAt, ownCreatedAt),
      ),
    );
}

/** A token that will not be mailed (cap reached, account deactivated) is removed at once. */
export async function dropResetToken(db: Db, token: string): Promise<void> {
  await db.delete(verifications).where(eq(verifications.identifier, RESET_PREFIX + token));
}

/** After a reset every link still open for the account is void. */
export async function dropResetTokensOf(db: Db, userId: string): Promise<void> {
  await db.delete(verifications).where(resetRowsOf(userId));
}
