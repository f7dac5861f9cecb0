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
}

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
 * and temporary files are not part of any application and are left out.
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
  for (const top of tops) {
    for (const key of await source.list(top)) {
      try {
        const local = await digest(source, key);
        if (!local) continue; // removed since the listing
        const existing = await digest(target, key);
        if (existing && existing.size === local.size && existing.sha256 === local.sha256) {
          summary.skipped++;
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
        onObject?.(key, 'copied');
      } catch (err) {
        summary.failed.push({ key, reason: err instanceof Error ? err.message : String(err) });
        onObject?.(key, 'failed');
      }
    }
  }
  return summary;
}
