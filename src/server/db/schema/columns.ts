import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Column builders every table uses the same way. */

/** Money in the incubator's currency: two decimals, read as a JavaScript number. */
export const money = (name: string) => numeric(name, { precision: 20, scale: 2, mode: 'number' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
