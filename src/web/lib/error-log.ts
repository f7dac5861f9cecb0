import type { ClassifiedError } from '~/shared/error-categories';

export const ERROR_LOG_KEY = 'hatchery-error-log';
/** Spec section 9: the error log keeps 50 entries. */
export const ERROR_LOG_LIMIT = 50;

export interface ErrorLogEntry {
  at: string;
  category: ClassifiedError['category'];
  severity: ClassifiedError['severity'];
  message: string;
  status?: number;
  code?: string;
  context?: string;
}

export function readErrorLog(storage: Storage = localStorage): ErrorLogEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ERROR_LOG_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as ErrorLogEntry[]) : [];
  } catch {
    return [];
  }
}

/** Appends one classified error, keeping only the newest 50. Storage failures are ignored. */
export function logClassifiedError(
  error: ClassifiedError,
  context?: string,
  storage: Storage | undefined = typeof localStorage === 'undefined' ? undefined : localStorage,
): void {
  if (!storage) return;
  const entry: ErrorLogEntry = {
    at: new Date().toISOString(),
    category: error.category,
    severity: error.severity,
    message: error.message,
    status: error.status,
    code: error.code,
    context,
  };
  try {
    const next = [...readErrorLog(storage), entry].slice(-ERROR_LOG_LIMIT);
    storage.setItem(ERROR_LOG_KEY, JSON.stringify(next));
  } catch {
    // Full or disabled storage: logging must never break the caller.
  }
}
