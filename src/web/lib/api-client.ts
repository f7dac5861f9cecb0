import type { ApiErrorBody, ErrorCode } from '~/shared/errors';

/** An API failure with the server's code, message and field errors; status 0 means no response. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK_ERROR',
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Sends one API request: the ok Response, or an `ApiError` with the server's code, message and
 * fields (status 0 when there was no answer). Every call of the contract client
 * (`contract-client.ts`) goes through it.
 */
export async function apiRequest(path: string, init: RequestInit = {}): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'same-origin', ...init });
  } catch (err) {
    throw new ApiError(0, 'NETWORK_ERROR', err instanceof Error ? err.message : 'Network error');
  }
  if (res.ok) return res;
  let body: Partial<ApiErrorBody> | null = null;
  try {
    body = (await res.json()) as ApiErrorBody;
  } catch {
    // A proxy's HTML error page or an empty body: fall back to the status.
  }
  throw new ApiError(
    res.status,
    body?.error?.code ?? (res.status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST'),
    body?.error?.message ?? res.statusText,
    body?.error?.fields,
  );
}
