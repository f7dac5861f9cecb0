import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DirectoryLockedError extends Error {}

/** Who holds a lock: a pid means nothing alone (pids are reused), so the start time and boot come with it. */
export interface LockOwner {
  pid: number;
  /** /proc/<pid>/stat field 22 (clock ticks since boot); null where /proc is missing. */
  startTime: string | null;
  /** /proc/sys/kernel/random/boot_id; null where /proc is missing. */
  bootId: string | null;
  /** Only for a lock written by older code (a bare pid): when the file was written. */
  writtenAt?: number;
}

function readProc(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

export function processStartTime(pid: number): string | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) may hold spaces and parentheses; fields 3.. follow its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[22 - 3] ?? null;
}

/** When a process started, in ms since the epoch (boot time + start ticks at Linux's fixed 100 Hz). */
function processStartedAt(pid: number): number | null {
  const ticks = Number(processStartTime(pid));
  const btime = /^btime (\d+)$/m.exec(readProc('/proc/stat') ?? '')?.[1];
  if (!Number.isFinite(ticks) || !btime) return null;
  return Number(btime) * 1000 + ticks * 10;
}

export function currentBootId(): string | null {
  return readProc('/proc/sys/kernel/random/boot_id')?.trim() || null;
}

export function currentOwner(): LockOwner {
  return { pid: process.pid, startTime: processStartTime(process.pid), bootId: currentBootId() };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock file written by today's code (JSON) or by older code (a bare pid). */
function readOwner(lockFile: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(lockFile, 'utf8')) as Partial<LockOwner> | number;
    if (typeof parsed === 'number') {
      return { pid: parsed, startTime: null, bootId: null, writtenAt: statSync(lockFile).mtimeMs };
    }
    if (parsed && Number.isInteger(parsed.pid)) {
      return { pid: parsed.pid!, startTime: parsed.startTime ?? null, bootId: parsed.bootId ?? null };
    }
  } catch {
    // Torn or foreign content: nobody we can name holds it.
  }
  return null;
}

/**
 * True while the process that wrote the lock still runs: same boot, a live pid, and that pid
 * started when the owner did. A pid reused by an unrelated process, or a lock from before a
 * reboot, is stale. Without /proc (not Linux) only the pid can be checked.
 */
export function isHeld(owner: LockOwner): boolean {
  if (!isAlive(owner.pid)) return false;
  const bootId = currentBootId();
  if (owner.bootId && bootId && owner.bootId !== bootId) return false;
  const startTime = processStartTime(owner.pid);
  if (owner.startTime && startTime && owner.startTime !== startTime) return false;
  // A bare pid: a process that started after the lock was written cannot have written it.
  const startedAt = owner.writtenAt === undefined ? null : processStartedAt(owner.pid);
  if (startedAt !== null && startedAt > owner.writtenAt! + 2000) return false;
  return true;
}

/**
 * PGlite has no cross-process lock and silently loses writes when two processes open one
 * directory, so we hold a lock file beside it naming this process (pid, start time, boot) for as
 * long as the database is open. Creating it with O_EXCL makes two starters race fairly.
 */
export function lockDirectory(dir: string): () => void {
  mkdirSync(path.dirname(dir), { recursive: true });
  const lockFile = `${dir}.lock`;
  const me = currentOwner();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readOwner(lockFile);
      if (owner && owner.pid !== process.pid && isHeld(owner)) {
        throw new DirectoryLockedError(
          `The database in ${dir} is already in use by another Hatchery process (pid ${owner.pid}). ` +
            `Stop that process first, or set DATA_DIR to another directory.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DirectoryLockedError(`Could not lock ${dir}`);
}
