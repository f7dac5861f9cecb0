import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, readdir, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
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
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, `${randomUUID()}.part`);
      try {
        await writeBody(tmp, body);
        await linkIntoFolder(tmp, target).catch((err: NodeJS.ErrnoException) => {
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
      return (await filesUnder(fullPath(prefix, { prefix: true }))).map((f) => keyOf(f));
    },

    async listObjects(prefix) {
      const files = await filesUnder(fullPath(prefix, { prefix: true }));
      const infos = await Promise.all(
        files.map(async (f) => {
          const info = await stat(f).catch(() => null);
          return info && { key: keyOf(f), size: info.size, modifiedAt: info.mtime };
        }),
      );
      return infos.filter((i) => i !== null);
    },

    async move(from, to) {
      const source = fullPath(from);
      const target = fullPath(to);
      try {
        await linkIntoFolder(source, target);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        // A crash between link and unlink leaves both names: finish the move.
        if (code === 'EEXIST' && (await sameFile(source, target))) return void (await unlink(source));
        if (code === 'EEXIST') throw new StorageConflictError(to);
        if (code === 'ENOENT' && (await stat(target).catch(() => null))?.isFile()) return;
        throw err;
      }
      await unlink(source);
      await removeEmptyParents(path.dirname(source), root);
    },

    async sweepIncomplete(olderThan) {
      const entries = await readdir(tmpDir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of entries) {
        const file = path.join(tmpDir, name);
        const info = await stat(file).catch(() => null);
        if (info && info.mtime < olderThan) {
          await rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },

    async delete(key) {
      await rm(fullPath(key), { force: true });
    },

    async deletePrefix(prefix) {
      const dir = fullPath(prefix, { prefix: true });
      await rm(dir, { recursive: true, force: true });
      await removeEmptyParents(path.dirname(dir), root);
    },
  };

  function keyOf(file: string): string {
    return path.relative(root, file).split(path.sep).join('/');
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    },
  );
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * Hard-links `file` as `target`, creating its folders. Another put, move or delete (in this
 * process or another instance on the same directory) may remove an emptied folder between the
 * mkdir and the link; the folder is then made again (mkdir reports ENOENT or ENOTDIR for that).
 */
async function linkIntoFolder(file: string, target: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await link(file, target);
      return;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      const folderVanished = code === 'ENOTDIR' || (code === 'ENOENT' && (await exists(file)));
      if (!folderVanished || attempt === 5) throw err;
    }
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

async function sameFile(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([stat(a), stat(b)]);
  return x.ino === y.ino && x.dev === y.dev;
}

/** Folders emptied by a move or delete go too, so an empty folder never looks like an orphan. */
async function removeEmptyParents(dir: string, root: string): Promise<void> {
  for (let d = dir; d.startsWith(root + path.sep); d = path.dirname(d)) {
    try {
      await rmdir(d);
    } catch {
      return;
    }
  }
}

async function writeBody(file: string, body: StorageBody): Promise<void> {
  if (body instanceof Uint8Array) {
    await writeFile(file, body, { flag: 'wx' });
    return;
  }
  const source = body instanceof Readable ? body : Readable.fromWeb(body as unknown as NodeWebStream);
  await pipeline(source, createWriteStream(file, { flags: 'wx' }));
}
