import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { lockDirectory } from '../db/lock';
import { rootCauseMessage } from '../db/pg-errors';

const gunzipAsync = promisify(gunzip);

/** Where the embedded server listens for `npm run backup`; inside DATA_DIR, owner-only. */
export const controlSocketPath = (config: Pick<Config, 'DATA_DIR'>) =>
  path.join(config.DATA_DIR, 'control.sock');

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
  // Password hashes and live sessions are in it: the owner's alone, whatever the umask.
  await chmod(outDir, 0o700);
  await pglite.query('CHECKPOINT');
  const dump = await pglite.dumpDataDir('gzip');
  const bytes = new Uint8Array(await dump.arrayBuffer());
  await writeFile(path.join(outDir, 'db.tar.gz'), bytes, { mode: 0o600 });
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
  await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  return manifest;
}

/** Asks the running embedded server (over its control socket) to write a backup into `outDir`. */
export function requestBackup(socketPath: string, outDir: string): Promise<BackupManifest> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ command: 'backup', dir: outDir })}\n`));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        const reply = JSON.parse(answer) as { ok: boolean; manifest?: BackupManifest; error?: string };
        if (reply.ok && reply.manifest) resolve(reply.manifest);
        else reject(new Error(reply.error ?? 'The server gave no answer'));
      } catch {
        reject(new Error(`Unexpected answer from the server: ${answer.slice(0, 200)}`));
      }
    });
  });
}

export type BackupConfig = Pick<
  Config,
  'DATA_DIR' | 'DATABASE_URL' | 'STORAGE_DRIVER' | 'dbDir' | 'uploadsDir'
>;

/**
 * `npm run backup`: through the running server when there is one (PGlite allows one process per
 * directory), else by opening the stopped database directly (holding its lock).
 */
export async function backupEmbedded(config: BackupConfig, outDir: string) {
  if (config.DATABASE_URL)
    throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/operations.md)');
  const socketPath = controlSocketPath(config);
  if (existsSync(socketPath)) {
    try {
      return { via: 'running server' as const, manifest: await requestBackup(socketPath, outDir) };
    } catch (err) {
      // A socket file without a listener: the server died; fall through to the offline dump.
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'ECONNREFUSED' && code !== 'ENOENT') throw err;
    }
  }
  const database = await openDatabase({ dataDir: config.dbDir });
  try {
    const manifest = await writeEmbeddedBackup({
      pglite: database.pglite!,
      uploadsDir: config.STORAGE_DRIVER === 'local' ? config.uploadsDir : null,
      outDir,
    });
    return { via: 'stopped database' as const, manifest };
  } finally {
    await database.close();
  }
}

/**
 * `npm run restore`: replaces DATA_DIR's database (and uploads) with a backup. The server must be
 * stopped (the directory lock proves it). What was there is kept beside it, renamed, unless empty.
 */
export async function restoreEmbedded(config: BackupConfig, fromDir: string, { force = false } = {}) {
  if (config.DATABASE_URL)
    throw new Error('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations.md)');
  const dumpFile = path.join(fromDir, 'db.tar.gz');
  if (!existsSync(dumpFile)) throw new Error(`${dumpFile} not found: not a Hatchery backup directory`);
  const unlock = lockDirectory(config.dbDir);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = `${config.dbDir}.restoring-${stamp}`;
  const kept: string[] = [];
  try {
    const hasData = async (dir: string) => existsSync(dir) && (await readdir(dir)).length > 0;
    const occupied: string[] = [];
    for (const dir of [config.dbDir, config.uploadsDir]) if (await hasData(dir)) occupied.push(dir);
    if (occupied.length > 0 && !force)
      throw new Error(`${occupied[0]} is not empty: pass --force to restore over it (it is kept, renamed)`);
    const uploads = path.join(fromDir, 'uploads');
    const restoreUploads = config.STORAGE_DRIVER === 'local' && existsSync(uploads);
    await checkBackupComplete(fromDir, restoreUploads);
    // Unpacked beside the data first: a damaged dump fails here, before anything is moved aside.
    // (Unzipped here too: PGlite reports a cut-short archive as an unhandled rejection.)
    const dump = await readFile(dumpFile);
    try {
      await gunzipAsync(dump);
      const pglite = await PGlite.create({ dataDir: staging, loadDataDir: new Blob([dump]) });
      await pglite.close();
    } catch (err) {
      throw new Error(`${dumpFile} is damaged (${rootCauseMessage(err)}): nothing was changed`);
    }
    for (const dir of occupied) {
      const aside = `${dir}.before-restore-${stamp}`;
      await rename(dir, aside);
      kept.push(aside);
    }
    await rm(config.dbDir, { recursive: true, force: true });
    await rename(staging, config.dbDir);
    if (restoreUploads) {
      await rm(config.uploadsDir, { recursive: true, force: true });
      await cp(uploads, config.uploadsDir, { recursive: true });
    }
    return { kept };
  } finally {
    await rm(staging, { recursive: true, force: true });
    unlock();
  }
}

/** A backup without its manifest, or whose uploads/ differs from what it counted, was cut short. */
async function checkBackupComplete(fromDir: string, withUploads: boolean) {
  const file = path.join(fromDir, 'manifest.json');
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as BackupManifest;
  } catch (err) {
    // Written last: without it the backup stopped before it finished copying.
    throw new Error(
      `${file} is missing or unreadable (${(err as Error).message}): the backup did not finish; nothing was changed`,
    );
  }
  if (!withUploads || !manifest.uploads) return;
  const found = await countFiles(path.join(fromDir, 'uploads'));
  if (found.files !== manifest.uploads.files || found.bytes !== manifest.uploads.bytes)
    throw new Error(
      `${path.join(fromDir, 'uploads')} holds ${found.files} files (${found.bytes} bytes), the manifest ` +
        `lists ${manifest.uploads.files} (${manifest.uploads.bytes} bytes): the copy is incomplete; nothing was changed`,
    );
}
