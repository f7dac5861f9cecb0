import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentBootId, DirectoryLockedError, lockDirectory, processStartTime } from './lock';

let root: string;
let dir: string;
let child: ChildProcess | null = null;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'hatchery-lock-'));
  dir = path.join(root, 'db');
});
afterEach(() => {
  child?.kill('SIGKILL');
  child = null;
  rmSync(root, { recursive: true, force: true });
});

const refusal = /already in use by another Hatchery process/;
const writeLock = (owner: unknown) => writeFileSync(`${dir}.lock`, JSON.stringify(owner));

describe('lockDirectory', () => {
  it('takes over a lock whose pid is alive but belongs to another process (pid reused)', () => {
    writeLock({ pid: process.ppid, startTime: '1', bootId: currentBootId() });
    const unlock = lockDirectory(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    unlock();
  });

  it('takes over a lock written before a reboot', () => {
    writeLock({ pid: process.ppid, startTime: processStartTime(process.ppid), bootId: 'another-boot' });
    lockDirectory(dir)();
  });

  it('takes over an old bare-pid lock whose pid was reused after the lock was written', () => {
    writeFileSync(`${dir}.lock`, String(process.ppid));
    const longAgo = new Date('2020-01-01T00:00:00Z');
    utimesSync(`${dir}.lock`, longAgo, longAgo);
    lockDirectory(dir)();
  });

  it('takes over a lock of a dead process, old bare-pid format included', () => {
    writeFileSync(`${dir}.lock`, '2147483646');
    lockDirectory(dir)();
  });

  it('refuses while the live process that wrote the lock still runs', () => {
    writeLock({ pid: process.ppid, startTime: processStartTime(process.ppid), bootId: currentBootId() });
    expect(() => lockDirectory(dir)).toThrow(refusal);
  });

  it('refuses a second process, and frees the directory when that process dies', async () => {
    const script = `import { lockDirectory } from ${JSON.stringify(path.resolve('src/server/db/lock.ts'))};
      lockDirectory(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
    child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child!.stdout!.on('data', (d: Buffer) => d.toString().includes('locked') && resolve());
      child!.on('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
    });
    expect(() => lockDirectory(dir)).toThrow(DirectoryLockedError);
    expect(() => lockDirectory(dir)).toThrow(refusal);
    const exited = new Promise((resolve) => child!.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    lockDirectory(dir)();
  });
});
