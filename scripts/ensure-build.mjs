// Builds the SPA when dist/web is missing or older than its sources, so `npm start` on a fresh
// clone (or after a pull) always serves the current screens.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
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

const newestOf = (sources) =>
  Math.max(
    ...sources
      .filter(existsSync)
      .map((s) => (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs)),
  );

export function ensureBuild({ force = false } = {}) {
  const index = path.join(webDist(), 'index.html');
  const newest = newestOf([
    path.join(root, 'src/web'),
    path.join(root, 'src/shared'),
    path.join(root, 'vite.config.ts'),
    path.join(root, 'package-lock.json'),
  ]);
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

/** The server as one JavaScript file for plain `node` (no TypeScript loader at run time). */
export const serverEntry = path.join(root, 'dist/server/main.js');

/** Node arguments that run the built server in a child process as `npm start` runs it. */
export const serverArgs = ['--enable-source-maps', serverEntry];

/**
 * Bundles src/server into dist/server/main.js when it is missing or older than its sources.
 * Packages stay in node_modules; the migrations are copied next to the bundle, where the
 * database client looks for them. esbuild is tsx's own (tsx is a dependency already).
 */
export async function ensureServerBuild({ force = false } = {}) {
  const newest = newestOf([
    path.join(root, 'src/server'),
    path.join(root, 'src/shared'),
    // The server renders the public pages with the web app's own screens.
    path.join(root, 'src/web'),
    path.join(root, 'tsconfig.json'),
    path.join(root, 'package-lock.json'),
  ]);
  if (!force && existsSync(serverEntry) && statSync(serverEntry).mtimeMs >= newest) return false;
  console.log('Building the server (dist/server)...');
  const esbuild = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'))('esbuild');
  const outdir = path.dirname(serverEntry);
  rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outdir: path.dirname(serverEntry),
    entryNames: '[name]',
    // The page renderer (React's server side and the screens) is its own chunk, loaded on the
    // first public page rather than at boot.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
  // Its service process would otherwise live as long as the server it just built.
  await esbuild.stop();
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const force = process.argv.includes('--force');
  ensureBuild({ force });
  await ensureServerBuild({ force });
}
