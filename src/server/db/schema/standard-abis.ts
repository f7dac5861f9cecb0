import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AbiJson } from '~/shared/abi';
import { createdAt, primaryId, updatedAt } from './columns';

/** The library of well-known interfaces (spec section 3), seeded from the EIP texts. */
export const contractStandardAbis = pgTable(
  'contract_standard_abis',
  {
    id: primaryId(),
    name: text('name').notNull(),
    contractType: text('contract_type').notNull(),
    abi: jsonb('abi').$type<AbiJson>().notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contract_standard_abis_name_key').on(sql`lower(${t.name})`),
    index('contract_standard_abis_type_idx').on(t.isActive, t.contractType),
  ],
);
