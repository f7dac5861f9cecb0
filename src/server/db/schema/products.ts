import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns';

export const products = pgTable(
  'products',
  {
    id: primaryId(),
    name: text('name').notNull(),
    description: text('description'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    userId: text('user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('products_active_created_idx').on(t.isActive, t.createdAt.desc())],
);
