import { z } from 'zod';

/**
 * A number sent as JSON or typed into a form (whose input gives text). Only text is read as a
 * number: z.coerce also turned true into 1 and [7] into 7, so a wrong type was stored. A blank
 * (an emptied input, or the field left out) is '{label} is required': Number('') is 0, which
 * read as "must be at least 1" for a field nobody filled in.
 */
export const numberInput = <T extends z.ZodType>(
  label: string,
  schema: T,
  /** Refuses typed text before it is read as a number: its message, or null when the text may be read. */
  checkText?: (typed: string) => string | null,
) =>
  z.preprocess((v, ctx) => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: `${label} is required` });
      return z.NEVER;
    }
    const refused = typeof v === 'string' ? checkText?.(v) : null;
    if (refused) {
      ctx.addIssue({ code: 'custom', message: refused });
      return z.NEVER;
    }
    return typeof v === 'string' ? Number(v) : v;
  }, schema);
