import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentBootId, currentOwner, DirectoryLockedError, lockDirectory, processStartTime } from './lock';

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
const lockFileText = () => readFileSync(`${dir}.lock`, 'utf8');

/**
 * Takes the lock over from the stale owner already on disk: the lock file then names this process
 * (pid, start time, boot), not the old owner, and releasing it removes the file. (A stale owner
 * read as live would throw DirectoryLockedError here instead.)
 */
function expectTakeOver() {
  const before = lockFileText();
  const unlock = lockDirectory(dir);
  expect(lockFileText()).not.toBe(before);
  expect(JSON.parse(lockFileText())).toEqual(currentOwner());
  expect(currentOwner().pid).toBe(process.pid);
  unlock();
  expect(existsSync(`${dir}.lock`)).toBe(false);
}

describe('lockDirectory', () => {
  it('takes over a lock whose pid is alive but belongs to another process (pid reused)', () => {
    writeLock({ pid: process.ppid, startTime: '1', bootId: currentBootId() });
    expectTakeOver();
  });

  it('takes over a lock written before a reboot', () => {
    // The pid and its start time match a live process: only the boot id tells the lock is stale.
    writeLock({ pid: process.ppid, startTime: processStartTime(process.ppid), bootId: 'another-boot' });
    expectTakeOver();
  });

  it('takes over an old bare-pid lock whose pid was reused after the lock was written', () => {
    // A live pid: only the file's age (older than the process) tells the lock is stale.
    writeFileSync(`${dir}.lock`, String(process.ppid));
    const longAgo = new Date('2020-01-01T00:00:00Z');
    utimesSync(`${dir}.lock`, longAgo, longAgo);
    expectTakeOver();
  });

  it('takes over a lock of a dead process, old bare-pid format included', () => {
    writeFileSync(`${dir}.lock`, '2147483646');
    expectTakeOver();
    writeLock({ pid: 2147483646, startTime: '1', bootId: currentBootId() });
    expectTakeOver();
  });

  it('refuses while the live process that wrote the lock still runs, and leaves its lock alone', () => {
    writeLock({ pid: process.ppid, startTime: processStartTime(process.ppid), bootId: currentBootId() });
    const before = lockFileText();
    expect(() => lockDirectory(dir)).toThrow(refusal);
    expect(lockFileText()).toBe(before);
    // The same holds for a fresh bare-pid lock of a live process (written after it started).
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDirectory(dir)).toThrow(refusal);
    expect(lockFileText()).toBe(String(process.ppid));
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
