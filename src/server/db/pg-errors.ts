/**
 * The SQLSTATE and constraint of a database error. pg throws its DatabaseError; PGlite throws its
 * own; drizzle wraps either in a DrizzleQueryError with the original as `cause`.
 */
export function databaseErrorOf(err: unknown): { code: string; constraint?: string } | null {
  let current: unknown = err;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The SQLSTATE alone, e.g. `pgErrorCode(err) === UNIQUE_VIOLATION`. */
export function pgErrorCode(err: unknown): string | undefined {
  return databaseErrorOf(err)?.code;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** Runs `write`; a unique violation it meets is thrown as `duplicate()`, naming what is taken. */
export async function refuseDuplicate<T>(write: () => Promise<T>, duplicate: () => Error): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw duplicate();
    throw err;
  }
}

/**
 * What actually went wrong: drizzle's wrapper says only "Failed query: <sql>", the reason (e.g.
 * `database "x" does not exist`, `connect ECONNREFUSED …`) is in its `cause`.
 */
export function rootCauseMessage(err: unknown): string {
  let current: unknown = err;
  let message = err instanceof Error ? err.message : String(err);
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const text = (current as { message?: unknown }).message;
    if (typeof text === 'string' && text) message = text;
    current = (current as { cause?: unknown }).cause;
  }
  return message;
}
