import type { Context, MiddlewareHandler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import type { ApiErrorBody } from '~/shared/errors';
import { AppError } from './app-error';
import { bodyLimits, DEFAULT_BODY_LIMIT, formatBytes, type BodyLimit } from './body-limits';
import type { AppEnv } from './types';

/**
 * Up to this limit a body is read here, whole, and the route reads it from memory; above it (the
 * multipart uploads) the body is counted as it streams through, so the parser still streams.
 */
const READ_WHOLE_UP_TO = 1024 * 1024;

export const tooLargeMessage = (bytes: number) => `Request body must be at most ${formatBytes(bytes)}`;

/** The limit of a request by its method and path: the first table entry that matches, or the default. */
export function bodyLimitMatcher(table: readonly BodyLimit[] = bodyLimits) {
  const router = new TrieRouter<BodyLimit>();
  for (const entry of table) router.add(entry.method, entry.path, entry);
  return (method: string, path: string): number => {
    const [matches] = router.match(method, path);
    return matches[0]?.[0].bytes ?? DEFAULT_BODY_LIMIT;
  };
}

/**
 * Every body under /api within its route's limit (http/body-limits.ts), checked before anything
 * else reads it: a Content-Length over the limit is a 413 at once, unread; a body without one is
 * counted as it arrives and cut at the limit. Place before the session, better-auth and the routes.
 */
export function boundedBodies(table: readonly BodyLimit[] = bodyLimits): MiddlewareHandler<AppEnv> {
  const limitOf = bodyLimitMatcher(table);
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const limit = limitOf(c.req.method, c.req.path);
    const declared = c.req.header('content-length');
    if (declared && /^\d+$/.test(declared) && Number(declared) > limit) {
      throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(limit));
    }
    const body = c.req.raw.body;
    if (!body) return next();
    if (limit <= READ_WHOLE_UP_TO) {
      const bytes = await readWithin(body, limit);
      if (!bytes) throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(limit));
      c.req.raw = new Request(c.req.raw, { body: bytes });
      return next();
    }
    let exceeded = false;
    const counted = countWithin(body, limit, () => (exceeded = true));
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit);
    await next();
    // The route saw its body fail mid-read and answered as it does for a broken body: it was ours.
    if (exceeded) replaceWithTooLarge(c, limit);
  };
}

const unreadable = () => new AppError('BAD_REQUEST', 'The request body could not be read');

/**
 * The body's bytes, or null once it passes `limit`. Reading stops there; the rest is not cancelled
 * (on Node that destroys the socket before the 413 goes out): @hono/node-server discards it.
 */
async function readWithin(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const chunk = await reader.read().catch(() => {
        throw unreadable();
      });
      if (chunk.done) break;
      size += chunk.value.byteLength;
      if (size > limit) return null;
      chunks.push(chunk.value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body passed through as it is read, erroring once it passes `limit` (and calling `onExceeded`). */
function countWithin(body: ReadableStream<Uint8Array>, limit: number, onExceeded: () => void) {
  const reader = body.getReader();
  let size = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = await reader.read().catch(() => {
        throw unreadable();
      });
      if (chunk.done) {
        reader.releaseLock();
        return controller.close();
      }
      size += chunk.value.byteLength;
      if (size > limit) {
        onExceeded();
        reader.releaseLock();
        return controller.error(new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(limit)));
      }
      controller.enqueue(chunk.value);
    },
    // As above: stop reading, leave the rest to the server.
    cancel: () => reader.releaseLock(),
  });
}

function replaceWithTooLarge(c: Context<AppEnv>, limit: number) {
  const body: ApiErrorBody = { error: { code: 'PAYLOAD_TOO_LARGE', message: tooLargeMessage(limit) } };
  // Cleared first: hono would otherwise carry the route's headers over to the new answer.
  c.res = undefined;
  c.res = Response.json(body, { status: 413 });
}
