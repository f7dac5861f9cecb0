import { z } from 'zod';

/**
 * A number sent as JSON or typed into a form (whose input gives text). Only text is read as a
 * number: z.coerce also turned true into 1 and [7] into 7, so a wrong type was stored. A blank
 * (an emptied input, or the field left out) is '{label} is required': Number('') is 0, which
 * read as "must be at least 1" for a field nobody filled in.
 */
export const numberInput = <T extends z.ZodType>(label: string, schema: T) =>
  z.preprocess((v, ctx) => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: `${label} is required` });
      return z.NEVER;
    }
    return typeof v === 'string' ? Number(v) : v;
  }, schema);
