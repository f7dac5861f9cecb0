import { fileFields, type FileField } from '~/shared/application-files';
import { classifyError, type ClassifiedError } from '~/shared/error-categories';
import { logClassifiedError } from '~/web/lib/error-log';

/** The contract is in docs/decisions/0001-application-intake.md. */
export const APPLICATIONS_ENDPOINT = '/api/applications';
/** Spec section 8: a retryable error is retried up to 3 times; the outer wrapper also up to 3. */
export const MAX_RETRIES = 3;
export const MAX_OUTER_RETRIES = 3;

export type ApplicationFiles = Partial<Record<FileField, File | null>>;

export interface SubmitSuccess {
  id: string;
  status: string;
  /** The server had already stored this attempt (same Idempotency-Key): nothing stored twice. */
  replayed: boolean;
  /** Requests sent, retries included. */
  requests: number;
}

/** A failed submission: the last classified error and, for a 400, the server's field messages. */
export class SubmissionError extends Error {
  constructor(
    readonly error: ClassifiedError,
    readonly fields: Record<string, string> | undefined,
    /** Set when every retry was spent: the 'CRIT-{timestamp}' support code. */
    readonly criticalCode?: string,
    /** A 429: how long until the server takes a submission from this address again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(error.message);
    this.name = 'SubmissionError';
  }
}

export interface SubmitOptions {
  /** Where to send it; the application endpoint unless another form reuses this one. */
  endpoint?: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  newKey?: () => string;
  now?: () => number;
  log?: (error: ClassifiedError) => void;
  /** Told before each automatic retry, e.g. to show 'retrying in 2 s'. */
  onRetry?: (info: { error: ClassifiedError; delayMs: number; request: number }) => void;
}

export const criticalMessage = (code: string) =>
  `Critical Error: Unable to submit application after multiple attempts. Please contact support with error code: ${code}`;

/** One multipart body: text parts as the form holds them, then the chosen files. */
export function buildApplicationFormData(values: Record<string, string>, files: ApplicationFiles): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value ?? '');
  for (const field of Object.keys(fileFields) as FileField[]) {
    const file = files[field];
    if (file) body.append(field, file, file.name);
  }
  return body;
}

interface Failure {
  error: ClassifiedError;
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
}

async function sendOnce(
  body: FormData,
  key: string,
  fetchImpl: typeof fetch,
  endpoint: string,
): Promise<{ ok: true; id: string; status: string; replayed: boolean } | ({ ok: false } & Failure)> {
  let res: Response;
  try {
    // No Content-Type: fetch writes the multipart boundary itself.
    res = await fetchImpl(endpoint, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': key },
      credentials: 'same-origin',
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : 'Network error';
    return { ok: false, error: classifyError({ status: 0, code: 'NETWORK_ERROR', message }) };
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    // A proxy's HTML page or an empty body: classify by status alone.
  }
  if (res.ok) {
    const data = (json ?? {}) as { id?: string; status?: string };
    if (!data.id) {
      return {
        ok: false,
        error: classifyError({ status: res.status, message: 'Failed to create application record' }),
      };
    }
    return { ok: true, id: data.id, status: data.status ?? 'submitted', replayed: res.status === 200 };
  }
  const apiError = (
    json as {
      error?: {
        code?: string;
        message?: string;
        fields?: Record<string, string>;
        retryAfterSeconds?: number;
      };
    } | null
  )?.error;
  const error = classifyError({
    status: res.status,
    code: apiError?.code,
    message: apiError?.message || res.statusText || `Request failed with status ${res.status}`,
  });
  // A 4xx is the same answer on every retry: a 429 says how long to wait, and the applicant is
  // told at once instead of watching retries (docs/decisions/0010-submission-limit.md).
  if (res.status >= 400 && res.status < 500) error.retryable = false;
  if (error.category !== 'rate_limit') return { ok: false, error, fields: apiError?.fields };
  const header = Number(res.headers.get('retry-after'));
  const seconds = header > 0 ? header : Number(apiError?.retryAfterSeconds);
  return { ok: false, error, retryAfterSeconds: seconds > 0 ? Math.ceil(seconds) : undefined };
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const defaultKey = () => crypto.randomUUID();

/**
 * The Idempotency-Key for each press of Submit: the last one again while the application is the
 * same (same values, same chosen files). A press whose every retry failed may still have been
 * stored (only the answers were lost); sent again under a new key it would be refused as a
 * duplicate e-mail, telling the visitor their own application is someone else's. Under the old
 * key the server answers that it already has it. Changed content gets a new key.
 */
export function attemptKeys(newKey: () => string = defaultKey) {
  let last: { key: string; values: string; files: ApplicationFiles } | null = null;
  return {
    keyFor(values: Record<string, string>, files: ApplicationFiles): string {
      const snapshot = JSON.stringify(values);
      const kinds = Object.keys(fileFields) as FileField[];
      const same =
        last?.values === snapshot && kinds.every((f) => (last?.files[f] ?? null) === (files[f] ?? null));
      if (!last || !same) last = { key: newKey(), values: snapshot, files: { ...files } };
      return last.key;
    },
    /** Stored: what is sent next is another application. */
    stored() {
      last = null;
    },
  };
}

/**
 * Sends the application, retrying only retryable failures (spec section 8 'Error categories') with
 * the category's delay, or 1 s times the attempt. One Idempotency-Key covers the whole attempt,
 * every retry included, so a request whose response was lost can be retried without storing twice.
 */
export async function submitApplication(
  values: Record<string, string>,
  files: ApplicationFiles,
  options: SubmitOptions = {},
): Promise<SubmitSuccess> {
  const fetchImpl = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const log = options.log ?? ((e: ClassifiedError) => logClassifiedError(e, 'application-submit'));
  const key = (options.newKey ?? defaultKey)();
  const body = buildApplicationFormData(values, files);
  let requests = 0;

  const attempt = async (): Promise<SubmitSuccess | Failure> => {
    for (let retry = 0; ; retry++) {
      requests++;
      const result = await sendOnce(body, key, fetchImpl, options.endpoint ?? APPLICATIONS_ENDPOINT);
      if (result.ok) return { id: result.id, status: result.status, replayed: result.replayed, requests };
      log(result.error);
      const allowed = Math.min(result.error.retries, MAX_RETRIES);
      if (!result.error.retryable || retry >= allowed) return result;
      const delayMs = result.error.retryDelayMs || 1000 * (retry + 1);
      options.onRetry?.({ error: result.error, delayMs, request: requests + 1 });
      await sleep(delayMs);
    }
  };

  for (let outer = 0; ; outer++) {
    const result = await attempt();
    if ('id' in result) return result;
    if (!result.error.retryable) {
      throw new SubmissionError(result.error, result.fields, undefined, result.retryAfterSeconds);
    }
    if (outer >= MAX_OUTER_RETRIES) {
      const code = `CRIT-${(options.now ?? Date.now)()}`;
      throw new SubmissionError(result.error, result.fields, code);
    }
    const delayMs = 1000 * (outer + 1);
    options.onRetry?.({ error: result.error, delayMs, request: requests + 1 });
    await sleep(delayMs);
  }
}
