/**
 * How RPC providers say "slow down", told apart from "this request is too large": an HTTP 429,
 * a JSON-RPC code used only for rate limits (Alchemy 429, QuickNode -32007, -32090 of several
 * gateways), or text saying so ('Too Many Requests', 'request rate limited', Infura's -32005
 * 'daily request count exceeded, request rate limited', Alchemy's 'exceeded its compute units per
 * second capacity'). -32005 alone is both (EIP-1474 'limit exceeded'), so its text decides.
 */
const rateLimitCodes = new Set([429, -32007, -32090]);
const rateLimitText =
  /rate.?limit|too many requests|request limit (reached|exceeded)|exceeded .*(capacity|throughput|compute units|quota)|throttl/i;

interface ErrorParts {
  status?: unknown;
  code?: unknown;
  shortMessage?: unknown;
  details?: unknown;
  message?: unknown;
  headers?: unknown;
  cause?: unknown;
}

/** The error and its causes (viem wraps a node's answer a few levels deep). */
function chain(err: unknown): ErrorParts[] {
  const parts: ErrorParts[] = [];
  for (let e = err as ErrorParts | undefined, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    parts.push(e);
    e = e.cause as ErrorParts | undefined;
  }
  return parts;
}

/**
 * The words of an error: viem's short message and the node's details, or a plain error's message
 * (viem's full message also carries the URL and the request body, which say nothing about why).
 */
export function errorText(err: unknown): string {
  return chain(err)
    .flatMap((e) => (typeof e.shortMessage === 'string' ? [e.shortMessage, e.details] : [e.message]))
    .filter((t): t is string => typeof t === 'string' && t.length > 0)
    .join(' ');
}

export function isRateLimited(err: unknown): boolean {
  const parts = chain(err);
  if (parts.some((e) => e.status === 429 || rateLimitCodes.has(e.code as number))) return true;
  return rateLimitText.test(errorText(err));
}

/**
 * How long the provider asked to wait, in ms: its Retry-After header (seconds or an HTTP date), or a
 * 'retry in 10s' in its words; null when it did not say.
 */
export function retryAfterMs(err: unknown, now = Date.now()): number | null {
  for (const e of chain(err)) {
    // undici's Headers, not necessarily the global class: read by shape.
    const headers = e.headers as { get?: (name: string) => string | null } | undefined;
    const header = typeof headers?.get === 'function' ? headers.get('retry-after') : null;
    if (!header) continue;
    if (/^\s*\d+(\.\d+)?\s*$/.test(header)) return Math.round(Number(header) * 1000);
    const at = Date.parse(header);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  const said = /retry (?:in|after) (\d+(?:\.\d+)?)\s*(ms|s|seconds?)\b/i.exec(errorText(err));
  if (!said) return null;
  return Math.round(Number(said[1]) * (said[2] === 'ms' ? 1 : 1000));
}
