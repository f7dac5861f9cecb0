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
