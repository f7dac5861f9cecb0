import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { Database } from '../db/client';
import { createChangeCache } from './change-cache';

/** One serialized answer and its encodings, made once per change and shared by every reader. */
export interface CachedAnswer {
  body: Buffer;
  /** Weak: the gzip, brotli and plain bodies are the same representation. */
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

export interface PublicCache {
  /** The serialized answer under `key`; `compute` runs once per change of the public tables. */
  get(key: string, compute: () => Promise<unknown>): Promise<CachedAnswer>;
  readonly computations: number;
}

/** Public reads (projects list, public stats, transparency) served from memory between changes. */
export function createPublicCache(database: Database): PublicCache {
  const cache = createChangeCache(database, [
    'incubated_projects',
    'incubator_applications',
    'project_capital_sources',
  ]);
  return {
    get: (key, compute) => cache.get(key, async () => serialize(await compute())),
    get computations() {
      return cache.computations;
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
