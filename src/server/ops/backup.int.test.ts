import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, truncateSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { boot, type Running } from '../boot';
import { rowsOf } from '../db/client';
import { loadConfig } from '../config';
import { buildForm, validFiles, validValues } from '../features/applications/test-support';
import { createLogger } from '../logger';
import { restoreEmbedded } from './backup';
import { testDriver } from '../test/database';

const root = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-backup-'));
const dataDir = path.join(dir, 'data');
const env = {
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  PORT: '0',
  AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-000',
  LOG_LEVEL: 'silent',
};
const config = loadConfig(env);
const logger = createLogger('silent', { pretty: false });
let running: Running | undefined;

afterAll(async () => {
  await running?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The npm scripts themselves, as an operator runs them (async: the server runs in this process). */
function npmScript(script: 'backup' | 'restore', args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: root,
    // eslint-disable-next-line no-restricted-properties -- the child needs PATH etc. plus our DATA_DIR
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, stdout, stderr })),
  );
}

async function submit(url: string): Promise<string> {
  const res = await fetch(`${url}/api/applications`, {
    method: 'POST',
    body: buildForm(validValues(), validFiles()),
    headers: { origin: config.PUBLIC_URL, 'idempotency-key': randomUUID() },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function applicationIds(r: Running): Promise<string[]> {
  const result = await r.deps.database.db.execute(sql`select id from incubator_applications`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

// Embedded shape only: it boots its own PGlite data directory, whatever TEST_DATABASE_URL says.
describe.skipIf(testDriver === 'pg')('embedded backup and restore', () => {
  it('backs up a running server and restores exactly that state', { timeout: 120_000 }, async () => {
    running = await boot({ config, logger });
    const kept = await submit(running.url);
    const keptFiles = await running.deps.storage!.list(`applications/${kept}/`);
    expect(keptFiles.length).toBeGreaterThan(0);

    const out = path.join(dir, 'backup-1');
    const backup = await npmScript('backup', ['--out', out]);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain('from the running server');
    expect(statSync(path.join(out, 'db.tar.gz')).size).toBeGreaterThan(0);
    expect(statSync(path.join(out, 'control.sock'), { throwIfNoEntry: false })).toBeUndefined();

    // The server keeps serving during and after the backup; this one is not in it.
    const lost = await submit(running.url);

    // Restoring needs the server stopped: the data directory is locked.
    // (From another process: the lock lets its own holder through.)
    const whileRunning = await npmScript('restore', [out, '--force']);
    expect(whileRunning.status).toBe(1);
    expect(whileRunning.stderr).toContain('already in use');

    await running.stop();
    running = undefined;

    await expect(restoreEmbedded(config, out)).rejects.toThrow(/pass --force/);

    const restored = await npmScript('restore', [out, '--force']);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain('previous data is kept');

    running = await boot({ config, logger });
    const ids = await applicationIds(running);
    expect(ids).toContain(kept);
    expect(ids).not.toContain(lost);
    expect(await running.deps.storage!.list(`applications/${kept}/`)).toEqual(keptFiles);
    expect(await running.deps.storage!.list(`applications/${lost}/`)).toEqual([]);
    const file = await running.deps.storage!.get(keptFiles[0]!);
    expect(file?.size).toBeGreaterThan(0);
    await file?.body.cancel();
  });

  it('backs up a stopped data directory too', { timeout: 60_000 }, async () => {
    await running?.stop();
    running = undefined;
    const out = path.join(dir, 'backup-2');
    const backup = await npmScript('backup', ['--out', out]);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain('from the stopped database');
    // It holds password hashes and live sessions: readable by its owner only.
    for (const part of [out, path.join(out, 'db.tar.gz'), path.join(out, 'manifest.json')]) {
      expect((statSync(part).mode & 0o077).toString(8), part).toBe('0');
    }
  });

  it('refuses a damaged backup before touching the data', { timeout: 90_000 }, async () => {
    const good = path.join(dir, 'backup-2');
    const before = readdirSync(dataDir).sort();
    expect(before).toContain('db');

    // A copy cut short (disk full, an interrupted transfer).
    const cut = path.join(dir, 'backup-cut');
    cpSync(good, cut, { recursive: true });
    const dump = path.join(cut, 'db.tar.gz');
    truncateSync(dump, Math.floor(statSync(dump).size / 2));
    const truncated = await npmScript('restore', [cut, '--force']);
    expect(truncated.status).toBe(1);
    expect(truncated.stderr.trim()).toMatch(/db\.tar\.gz is damaged.*nothing was changed/);

    // Files missing from its uploads: the manifest counted them.
    const short = path.join(dir, 'backup-short');
    cpSync(good, short, { recursive: true });
    const files = readdirSync(path.join(short, 'uploads'), { recursive: true, withFileTypes: true });
    rmSync(path.join(files.find((f) => f.isFile())!.parentPath, files.find((f) => f.isFile())!.name));
    const missing = await npmScript('restore', [short, '--force']);
    expect(missing.status).toBe(1);
    expect(missing.stderr.trim()).toMatch(/uploads.*nothing was changed/);

    // A backup killed before its last step: manifest.json is written last.
    const unfinished = path.join(dir, 'backup-unfinished');
    cpSync(good, unfinished, { recursive: true });
    rmSync(path.join(unfinished, 'manifest.json'));
    const noManifest = await npmScript('restore', [unfinished, '--force']);
    expect(noManifest.status).toBe(1);
    expect(noManifest.stderr.trim()).toMatch(/manifest\.json.*nothing was changed/);

    expect(readdirSync(dataDir).sort()).toEqual(before);
    running = await boot({ config, logger });
    expect((await applicationIds(running)).length).toBeGreaterThan(0);
  });
});
