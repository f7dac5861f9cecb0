import type { Readable } from 'node:stream';

/** What `put` accepts: bytes already in memory, or a stream (web or Node). */
export type StorageBody = Uint8Array | ReadableStream<Uint8Array> | Readable;

export interface ObjectInfo {
  key: string;
  size: number;
  modifiedAt: Date;
}

export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
}

/**
 * Where uploaded files live. Keys are slash-separated paths such as
 * `applications/{uuid}/logo_acme.png`; callers make them unguessable (a random id in the path).
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** Stores a new object; fails with StorageConflictError if the key exists (never overwrites). */
  put(key: string, body: StorageBody, options: { contentType: string }): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Keys under a prefix, sorted. */
  list(prefix: string): Promise<string[]>;
  /** Removes one object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object under a prefix (which must end with '/'). */
  deletePrefix(prefix: string): Promise<void>;
  // The three below are optional so a thin wrapper (a test's flaky disk) stays a Storage; callers
  // go through ./objects.ts, which falls back on put/get/delete.
  /**
   * Moves an object to a new key; fails with StorageConflictError if the target exists. Moving
   * again after a crash half-way is safe: a target that is already there with the source gone
   * counts as moved.
   */
  move?(from: string, to: string): Promise<void>;
  /** Objects under a prefix with their size and last change, sorted by key. */
  listObjects?(prefix: string): Promise<ObjectInfo[]>;
  /**
   * Removes the driver's own leftovers of writes that never finished (temporary files, incomplete
   * multipart uploads) started before `olderThan`; returns how many it removed.
   */
  sweepIncomplete?(olderThan: Date): Promise<number>;
}

export class StorageConflictError extends Error {
  constructor(key: string) {
    super(`An object already exists at ${key}`);
    this.name = 'StorageConflictError';
  }
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const segment = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Keys are 1-8 segments of safe characters; no '..', no leading '/', no empty segment. */
export function assertValidKey(key: string, { prefix = false } = {}): void {
  const parts = (prefix ? key.replace(/\/$/, '') : key).split('/');
  const ok =
    (!prefix || key.endsWith('/')) &&
    parts.length >= 1 &&
    parts.length <= 8 &&
    parts.every((p) => segment.test(p) && !p.includes('..'));
  if (!ok) throw new InvalidStorageKeyError(key);
}

/**
 * A file name safe in a storage key and a Content-Disposition header: ASCII letters, digits,
 * '.', '_' and '-', no leading dot, at most 100 characters with the extension kept.
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = (part: string) =>
    part
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .replace(/_+/g, '_')
      .replace(/^[_-]+|[_-]+$/g, '');
  const dot = base.lastIndexOf('.');
  const rawExt =
    dot > 0
      ? clean(base.slice(dot + 1))
          .toLowerCase()
          .slice(0, 9)
      : '';
  const ext = rawExt ? `.${rawExt}` : '';
  const stem = clean((dot > 0 ? base.slice(0, dot) : base).replace(/\./g, '_')).slice(0, 100 - ext.length);
  return `${stem || 'file'}${ext}`;
}

const typesByExtension: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The media type for a key's extension from a fixed list; anything else is opaque bytes. */
export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf('.');
  return (dot >= 0 && typesByExtension[key.slice(dot).toLowerCase()]) || 'application/octet-stream';
}
