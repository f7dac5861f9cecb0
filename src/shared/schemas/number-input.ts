import { z } from 'zod';

/**
 * A number sent as JSON or typed into a form (whose input gives text). Only text is read as a
 * number: z.coerce also turned true into 1 and [7] into 7, so a wrong type was stored.
 */
export const numberInput = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), schema);
