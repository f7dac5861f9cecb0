import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, readdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import {
  assertValidKey,
  contentTypeOf,
  InvalidStorageKeyError,
  StorageConflictError,
  type Storage,
  type StorageBody,
} from './types';

/**
 * Files on disk under `root`. A put writes a temporary file and hard-links it into place, so a
 * reader never sees half a file and an existing key is never overwritten (link fails on EEXIST).
 * The content type is derived from the key's extension (callers name keys after the sniffed type).
 */
export function createLocalStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);
  const tmpDir = path.join(root, '.tmp');

  function fullPath(key: string, { prefix = false } = {}): string {
    assertValidKey(key, { prefix });
    const full = path.join(root, ...key.split('/').filter(Boolean));
    if (!full.startsWith(root + path.sep)) throw new InvalidStorageKeyError(key);
    return full;
  }

  return {
    driver: 'local',

    async put(key, body, _options) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, `${randomUUID()}.part`);
      try {
        await writeBody(tmp, body);
        await link(tmp, target).catch((err: NodeJS.ErrnoException) => {
          throw err.code === 'EEXIST' ? new StorageConflictError(key) : err;
        });
      } finally {
        await unlink(tmp).catch(() => {});
      }
    },

    async get(key) {
      const full = fullPath(key);
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) return null;
      const body = Readable.toWeb(createReadStream(full)) as unknown as ReadableStream<Uint8Array>;
      return { body, size: info.size, contentType: contentTypeOf(key) };
    },

    async list(prefix) {
      const dir = fullPath(prefix, { prefix: true });
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
        (err: NodeJS.ErrnoException) => {
          if (err.code === 'ENOENT') return [];
          throw err;
        },
      );
      return entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
        .sort();
    },

    async delete(key) {
      await rm(fullPath(key), { force: true });
    },

    async deletePrefix(prefix) {
      await rm(fullPath(prefix, { prefix: true }), { recursive: true, force: true });
    },
  };
}

async function writeBody(file: string, body: StorageBody): Promise<void> {
  if (body instanceof Uint8Array) {
    await writeFile(file, body, { flag: 'wx' });
    return;
  }
  const source = body instanceof Readable ? body : Readable.fromWeb(body as unknown as NodeWebStream);
  await pipeline(source, createWriteStream(file, { flags: 'wx' }));
}
