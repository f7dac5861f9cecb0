import { numeric, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Column builders every table uses the same way. */

/** Money in the incubator's currency: two decimals, read as a JavaScript number. */
export const money = (name: string) => numeric(name, { precision: 20, scale: 2, mode: 'number' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A table's own id: a random uuid. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** What happens to a row when the row it points at is deleted: it goes too, or the delete is refused. */
type OnDelete = 'cascade' | 'restrict';

/** A required uuid pointing at another table's row. */
export const uuidRef = (name: string, target: () => AnyPgColumn, onDelete: OnDelete) =>
  uuid(name).notNull().references(target, { onDelete });

/** A required text id pointing at another table's row (better-auth's user ids are text). */
export const textRef = (name: string, target: () => AnyPgColumn, onDelete: OnDelete) =>
  text(name).notNull().references(target, { onDelete });
