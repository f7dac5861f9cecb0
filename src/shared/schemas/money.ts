import { z } from 'zod';

/**
 * Money a caller sends, in US dollars: the columns are numeric(20, 2), so an amount must fit them
 * exactly. A fraction of a cent is refused rather than rounded away on insert (0.001 was stored as
 * 0 without a word). Its own module (re-exported by common.ts) so the public application form can
 * use it without the address helpers.
 */

/** Largest amount accepted: one quadrillion, well inside the numeric(20, 2) columns. */
export const MAX_MONEY = 1e15;

/** True when the amount is a whole number of cents (the number a text with at most 2 decimals reads as). */
export const hasAtMostCents = (amount: number) => Number(amount.toFixed(2)) === amount;

/**
 * A non-negative amount with at most 2 decimal places, at most MAX_MONEY; every message names the
 * field. `base` replaces the plain number (e.g. a coerced one, or with its own lower bound).
 */
export function money(label: string, base?: z.ZodNumber): z.ZodNumber;
export function money(label: string, base: z.ZodCoercedNumber): z.ZodCoercedNumber;
export function money(label: string, base?: z.ZodNumber | z.ZodCoercedNumber) {
  const number = (base ?? z.number({ error: `${label} must be a valid number` })) as z.ZodNumber;
  return number
    .min(0, `${label} cannot be negative`)
    .max(MAX_MONEY, `${label} is too large`)
    .refine(hasAtMostCents, `${label} can have at most 2 decimal places`);
}
