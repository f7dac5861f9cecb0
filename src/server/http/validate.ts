import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z, type ZodType } from 'zod';
import { controlCharMessage, hasForbiddenControl } from '~/shared/text';
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

/** `contactName` -> `Contact name`, the label style of the spec's messages. */
export function labelOf(path: ReadonlyArray<PropertyKey>): string {
  const last = [...path].reverse().find((p) => typeof p === 'string') ?? 'Value';
  const words = last
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Every string in a request value (keys too) that holds a forbidden control character, as
 * `{ path: message }`. PostgreSQL refuses a zero byte outright, so this runs before any schema.
 */
export function controlCharFields(value: unknown, path: PropertyKey[] = []): Record<string, string> {
  const fields: Record<string, string> = {};
  const visit = (v: unknown, at: PropertyKey[], depth: number) => {
    if (typeof v === 'string') {
      if (hasForbiddenControl(v)) fields[at.map(String).join('.') || '_'] ??= controlCharMessage(labelOf(at));
      return;
    }
    if (!v || typeof v !== 'object' || depth > 32) return;
    for (const [k, child] of Object.entries(v)) {
      const here = Array.isArray(v) ? [...at, Number(k)] : [...at, k];
      if (hasForbiddenControl(k)) fields[here.map(String).join('.')] ??= controlCharMessage(labelOf(here));
      else visit(child, here, depth + 1);
    }
  };
  visit(value, path, 0);
  return fields;
}

/** Throws the 400 naming each field whose text holds a forbidden control character. */
export function refuseControlChars(value: unknown): void {
  const fields = controlCharFields(value);
  if (Object.keys(fields).length > 0) throw validationError(fields);
}

/**
 * zValidator whose failures become our VALIDATION_ERROR body, naming each field. Before the
 * schema runs, the shared text rule refuses control characters anywhere in the value, so no
 * route hands a zero byte to the database whatever its schema says.
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  const middleware = zValidator(
    target,
    schema,
    (result) => {
      if (!result.success) throw validationError(issuesToFields(result.error.issues));
    },
    {
      validationFunction: (s, value) => {
        refuseControlChars(value);
        // zod-validator types this result through its own zod v3/v4 alias; it is zod's own result.
        return s.safeParseAsync(value) as never;
      },
    },
  );
  // The OpenAPI document reads the schema back from the app's routes (features/openapi).
  return Object.assign(middleware, { [VALIDATES]: { target, schema } as Validation });
}

export const VALIDATES = Symbol.for('hatchery.validates');

/** What a `validate()` middleware checks: the request part and the shared schema. */
export interface Validation {
  target: keyof ValidationTargets;
  schema: ZodType;
}

export function validationOf(handler: unknown): Validation | undefined {
  return (handler as { [VALIDATES]?: Validation } | null)?.[VALIDATES];
}

/** A uuid path parameter, e.g. `uuidParam('Member')`: 'Member id must be a valid id' when it is not one. */
export const uuidParam = (label: string) => z.uuid({ error: `${label} id must be a valid id` });

/** `/:id` of a resource, e.g. `idParam('Product')` -> 'Product id must be a valid id'. */
export const idParam = (label: string) => z.object({ id: uuidParam(label) });
