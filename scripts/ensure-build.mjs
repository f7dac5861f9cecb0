// Builds the SPA when dist/web is missing or older than its sources, so `npm start` on a fresh
// clone (or after a pull) always serves the current screens.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const m = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (m > newest) newest = m;
  }
  return newest;
}

/** Where the SPA is built: dist/web, or WEB_DIST for a build of one's own. */
export function webDist() {
  return path.resolve(root, process.env.WEB_DIST ?? 'dist/web');
}

export function ensureBuild({ force = false } = {}) {
  const index = path.join(webDist(), 'index.html');
  const sources = [
    path.join(root, 'src/web'),
    path.join(root, 'src/shared'),
    path.join(root, 'vite.config.ts'),
    path.join(root, 'package-lock.json'),
  ].filter(existsSync);
  const newest = Math.max(
    ...sources.map((s) => (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs)),
  );
  if (!force && existsSync(index) && statSync(index).mtimeMs >= newest) return false;
  console.log('Building the web app (dist/web)...');
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  ensureBuild({ force: process.argv.includes('--force') });
