import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z, type ZodType } from 'zod';
import { validationError } from './app-error';

/** Maps zod issues to `{ field: message }`, first message per field wins. */
export function issuesToFields(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** zValidator whose failures become our VALIDATION_ERROR body, naming each field. */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(issuesToFields(result.error.issues));
  });
}

/** `/:id` of a resource, e.g. `idParam('Product')` -> 'Product id must be a valid id'. */
export const idParam = (label: string) =>
  z.object({ id: z.uuid({ error: `${label} id must be a valid id` }) });
