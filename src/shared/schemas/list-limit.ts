import { z } from 'zod';

/** `?limit=N` of a public list (the home page's few projects or products): 1..100, optional. */
export const listLimit = z.coerce
  .number({ error: 'limit must be a number' })
  .int('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(100, 'limit must be at most 100')
  .optional();
