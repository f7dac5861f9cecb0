import { closeSync, openSync, readFileSync, rmSync, writeSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export class DirectoryLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no cross-process lock and silently loses writes when two processes open one
 * directory, so we hold a pid file beside it for as long as the database is open.
 */
export function lockDirectory(dir: string): () => void {
  mkdirSync(path.dirname(dir), { recursive: true });
  const lockFile = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
        throw new DirectoryLockedError(
          `The database in ${dir} is already in use by another Hatchery process (pid ${pid}). ` +
            `Stop that process first, or set DATA_DIR to another directory.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DirectoryLockedError(`Could not lock ${dir}`);
}
