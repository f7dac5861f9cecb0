import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { Database } from '../db/client';

/**
 * The channel a trigger on every table behind the public reads (incubated_projects,
 * incubator_applications' status, project_capital_sources) NOTIFYs on commit, from whatever
 * wrote: this app on any instance, a seed script or psql (migration 0009).
 */
export const PUBLIC_CHANGED_CHANNEL = 'hatchery_public';

/** One serialized answer and its encodings, made once per change and shared by every reader. */
export interface CachedAnswer {
  body: Buffer;
  /** Weak: the gzip, brotli and plain bodies are the same representation. */
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

export interface PublicCache {
  /** The answer under `key`; `compute` runs once per change however many readers arrive. */
  get(key: string, compute: () => Promise<unknown>): Promise<CachedAnswer>;
  /** Drops every answer; the next read computes afresh. */
  invalidate(): void;
  /** Computations run so far (a read that found a stored answer did not compute). */
  readonly computations: number;
}

/**
 * Public reads served from memory. Answers are kept only while the database is known not to have
 * changed: from the moment the LISTEN on the change channel is in place, until a NOTIFY (or a
 * re-established LISTEN connection, which may have missed some) arrives. Before the LISTEN is up,
 * every read computes.
 */
export function createPublicCache(database: Database): PublicCache {
  const entries = new Map<string, CachedAnswer>();
  const pending = new Map<string, Promise<CachedAnswer>>();
  let generation = 0;
  let listening = false;
  let computations = 0;

  const invalidate = () => {
    generation += 1;
    entries.clear();
    pending.clear();
  };
  database
    .listen(PUBLIC_CHANGED_CHANNEL, invalidate, invalidate)
    .then(() => {
      invalidate();
      listening = true;
    })
    // Without the LISTEN nothing is cached, which is slower but never stale.
    .catch(() => {});

  return {
    invalidate,
    get computations() {
      return computations;
    },
    get(key, compute) {
      const stored = entries.get(key);
      if (stored) return Promise.resolve(stored);
      let flight = pending.get(key);
      if (!flight) {
        const started = generation;
        computations += 1;
        const current: Promise<CachedAnswer> = compute()
          .then((value) => {
            const answer = serialize(value);
            // A change that arrived while computing may not be in this answer: use it once only.
            if (listening && started === generation) entries.set(key, answer);
            return answer;
          })
          .finally(() => {
            if (pending.get(key) === current) pending.delete(key);
          });
        flight = current;
        pending.set(key, flight);
      }
      return flight;
    },
  };
}

function serialize(value: unknown): CachedAnswer {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag };
}

/** Brotli's default quality 11 takes ~100 ms on the project list; 5 is within 10% of its size. */
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

function preferredEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  const offered = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    offered.set(name!.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => offered.get(name) ?? offered.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : null;
}

/** A Buffer is already the bytes hono wants; its type only differs in the backing buffer. */
const bytes = (buffer: Buffer) => buffer as unknown as Uint8Array<ArrayBuffer>;

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Sends a cached answer: 304 when the client holds it (If-None-Match), else the body in the
 * best encoding the client accepts, compressed once per answer.
 */
export function sendCachedJson(c: Context, answer: CachedAnswer, cacheControl: string): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    ETag: answer.etag,
    Vary: 'Accept-Encoding',
    'Cache-Control': cacheControl,
  };
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && etagMatches(ifNoneMatch, answer.etag)) return c.body(null, 304, headers);
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  if (encoding === 'br') {
    answer.br ??= brotliCompressSync(answer.body, brotliOptions);
    return c.body(bytes(answer.br), 200, { ...headers, 'Content-Encoding': 'br' });
  }
  if (encoding === 'gzip') {
    answer.gzip ??= gzipSync(answer.body, { level: 6 });
    return c.body(bytes(answer.gzip), 200, { ...headers, 'Content-Encoding': 'gzip' });
  }
  return c.body(bytes(answer.body), 200, headers);
}
