/** Error codes the API returns in `{ error: { code, message, fields? } }`, with their HTTP status. */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  SECURITY_ERROR: 403,
  NOT_FOUND: 404,
  DUPLICATE_ERROR: 409,
  CONFLICT: 409,
  /** A single-use or expiring link that was used or has expired. */
  GONE: 410,
  /** The request is allowed but needs the caller's confirmation first (resend with the confirm flag). */
  CONFIRMATION_REQUIRED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** An Idempotency-Key reused with a different request body. */
  IDEMPOTENCY_MISMATCH: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  NETWORK_ERROR: 502,
  DATABASE_ERROR: 503,
  /** Storing an uploaded file failed (spec section 8 'upload failure'); retryable. */
  UPLOAD_ERROR: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface ApiErrorBody {
  /** `retryAfterSeconds`: with a 429, the wait (also the Retry-After header). */
  error: { code: ErrorCode; message: string; fields?: Record<string, string>; retryAfterSeconds?: number };
}

/** Spec section 8, query errors. */
export const queryErrorMessages = {
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  server: 'Server error. Please try again later.',
  offline: 'No internet connection. Please check your network and try again.',
  connectionLostTitle: 'Connection Lost',
  connectionLost: "You're offline. Data will sync when you reconnect.",
  statistics: 'Unable to load statistics',
  dataLoading: 'Data Loading Error',
} as const;
