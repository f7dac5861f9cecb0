import { errorStatus, type ErrorCode } from '~/shared/errors';

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.status = errorStatus[code];
  }
}

/** A 400 naming the fields at fault; `fields` maps each field to its message. */
export function validationError(fields: Record<string, string>, message?: string): AppError {
  const first = Object.entries(fields)[0];
  return new AppError(
    'VALIDATION_ERROR',
    message ?? (first ? `${first[0]}: ${first[1]}` : 'Invalid input'),
    fields,
  );
}

/**
 * 429: over a limit. `onError` sends the wait three ways: the Retry-After header, the number
 * `retryAfterSeconds` and, in words, the message (`rateLimitMessage` in shared/rate-limit.ts).
 */
export class RateLimitError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}
