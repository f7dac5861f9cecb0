import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, textRef } from './columns';
import { users } from './auth';

/**
 * A wallet proven (by an EIP-4361 signature) to belong to an account. One wallet belongs to one
 * account at most, so the journal can say whose wallet sent a write.
 */
export const linkedWallets = pgTable(
  'linked_wallets',
  {
    id: primaryId(),
    userId: textRef('user_id', () => users.id, 'cascade'),
    /** EIP-55 checksummed. */
    address: text('address').notNull(),
    chainId: integer('chain_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('linked_wallets_address_key').on(sql`lower(${t.address})`),
    index('linked_wallets_user_idx').on(t.userId),
  ],
);

/** A nonce handed to one user for one link message; deleted when used, refused once expired. */
export const walletLinkNonces = pgTable(
  'wallet_link_nonces',
  {
    nonce: text('nonce').primaryKey(),
    userId: textRef('user_id', () => users.id, 'cascade'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_link_nonces_user_idx').on(t.userId)],
);
