import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';

/**
 * The one way a route answers with data: the service's value is encoded through the resource's
 * response schema (src/shared/schemas), so Dates become ISO strings in one place and a field the
 * schema does not name never leaves the server.
 */
export function respond<S extends z.ZodType, Status extends ContentfulStatusCode = 200>(
  c: Context,
  schema: S,
  value: z.output<S>,
  status?: Status,
) {
  return c.json(z.encode(schema, value) as z.input<S>, (status ?? 200) as Status);
}
