import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { contentTypeOf, type Storage } from './types';

export interface MigrationSummary {
  copied: number;
  copiedBytes: number;
  /** Already in the target with the same size and SHA-256. */
  skipped: number;
  /** Keys that could not be copied or verified, with the reason. */
  failed: { key: string; reason: string }[];
  /** Set when the run gave up before the end: the target kept failing the same way. */
  stopped?: string;
}

/** The target could not be read at all (no such bucket, wrong keys, nothing listening). */
export class MigrationTargetError extends Error {
  constructor(reason: string) {
    super(`the target storage cannot be read: ${reason}`);
    this.name = 'MigrationTargetError';
  }
}

/** After this many failures in a row for the same reason, the rest would fail the same way. */
const SAME_FAILURES_TO_STOP = 3;

const reasonOf = (err: unknown) => (err instanceof Error ? err.message || err.name : String(err));

async function digest(storage: Storage, key: string): Promise<{ size: number; sha256: string } | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of object.body as unknown as AsyncIterable<Uint8Array>) {
    hash.update(chunk);
    size += chunk.byteLength;
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Copies an embedded install's files (the local uploads folder) into another storage, usually a
 * bucket. Resumable: an object already in the target with the same size and SHA-256 is skipped;
 * one that differs is reported, never overwritten. Each copy is read back and compared. Staged
 * and temporary files are not part of any application and are left out. A target that cannot be
 * listed is refused before any file is tried, and a run stops once files keep failing for one
 * reason (a bucket gone mid-run) instead of trying, and waiting on, every file.
 */
export async function migrateUploads({
  uploadsDir,
  source,
  target,
  onObject,
}: {
  uploadsDir: string;
  source: Storage;
  target: Storage;
  onObject?: (key: string, outcome: 'copied' | 'skipped' | 'failed') => void;
}): Promise<MigrationSummary> {
  const summary: MigrationSummary = { copied: 0, copiedBytes: 0, skipped: 0, failed: [] };
  const tops = (await readdir(uploadsDir, { withFileTypes: true }).catch(() => []))
    .filter((e) => e.isDirectory() && e.name !== 'staging' && !e.name.startsWith('.'))
    .map((e) => `${e.name}/`)
    .sort();
  if (tops.length > 0) {
    await target.list(tops[0]!).catch((err: unknown) => {
      throw new MigrationTargetError(reasonOf(err));
    });
  }
  let sameInARow = 0;
  for (const top of tops) {
    for (const key of await source.list(top)) {
      try {
        const local = await digest(source, key);
        if (!local) continue; // removed since the listing
        const existing = await digest(target, key);
        if (existing && existing.size === local.size && existing.sha256 === local.sha256) {
          summary.skipped++;
          sameInARow = 0;
          onObject?.(key, 'skipped');
          continue;
        }
        if (existing) throw new Error('a different object with this key is already in the target');
        const object = (await source.get(key))!;
        await target.put(key, object.body, { contentType: contentTypeOf(key) });
        const copy = await digest(target, key);
        if (copy?.size !== local.size || copy.sha256 !== local.sha256) {
          await target.delete(key);
          throw new Error('the copy read back differs from the source');
        }
        summary.copied++;
        summary.copiedBytes += local.size;
        sameInARow = 0;
        onObject?.(key, 'copied');
      } catch (err) {
        const reason = reasonOf(err);
        sameInARow = summary.failed.at(-1)?.reason === reason && sameInARow > 0 ? sameInARow + 1 : 1;
        summary.failed.push({ key, reason });
        onObject?.(key, 'failed');
        if (sameInARow >= SAME_FAILURES_TO_STOP) {
          summary.stopped = `the last ${sameInARow} files failed the same way: ${reason}`;
          return summary;
        }
      }
    }
  }
  return summary;
}
