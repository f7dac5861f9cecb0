import { cp, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

export interface BackupManifest {
  createdAt: string;
  database: 'db.tar.gz';
  databaseBytes: number;
  uploads: { files: number; bytes: number } | null;
}

async function countFiles(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/**
 * An embedded install's backup in `outDir`: `db.tar.gz` (PGlite's data directory, dumped under
 * its query lock after a CHECKPOINT, so no statement is half-written: a crash-consistent copy that
 * PostgreSQL recovers from like after a power cut), then `uploads/` (copied after the dump, so
 * every file a dumped row names is there; files newer than the dump are orphans the sweep removes),
 * and `manifest.json`.
 */
export async function writeEmbeddedBackup({
  pglite,
  uploadsDir,
  outDir,
}: {
  pglite: PGlite;
  uploadsDir: string | null;
  outDir: string;
}): Promise<BackupManifest> {
  if (!path.isAbsolute(outDir)) throw new Error('The backup directory must be an absolute path');
  await mkdir(outDir, { recursive: true });
  if ((await readdir(outDir)).length > 0) throw new Error(`The backup directory ${outDir} is not empty`);
  await pglite.query('CHECKPOINT');
  const dump = await pglite.dumpDataDir('gzip');
  const bytes = new Uint8Array(await dump.arrayBuffer());
  await writeFile(path.join(outDir, 'db.tar.gz'), bytes);
  let uploads: BackupManifest['uploads'] = null;
  if (uploadsDir) {
    const target = path.join(outDir, 'uploads');
    if (existsSync(uploadsDir)) await cp(uploadsDir, target, { recursive: true, errorOnExist: true });
    else await mkdir(target);
    uploads = await countFiles(target);
  }
  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    database: 'db.tar.gz',
    databaseBytes: bytes.byteLength,
    uploads,
  };
  await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
