// Shared pieces of the benchmarks: an own build directory, a child-process server, Chromium flags.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The benchmarks' own SPA build, never dist/web (others' runs read it). */
export const benchDist = path.join(root, process.env.BENCH_WEB_DIST ?? 'dist/web-bench');
export const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Packages that must never reach a public route: the wallet stack. */
export const walletPackage =
  /^(?:wagmi|viem|ox|abitype|porto|@coinbase\/wallet-sdk)$|^@(?:wagmi|walletconnect|reown|metamask|safe-global)\//;

export const packageOf = (id) => {
  const m = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g);
  return m ? m.at(-1).replace('node_modules/', '') : null;
};

/**
 * Builds the SPA into benchDist and records, per output chunk, the npm packages inside it
 * (chunk-modules.json), so wallet code is found by module id rather than by guessing at text.
 */
export async function buildWeb() {
  const { build } = await import('vite');
  let chunks = {};
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir: benchDist, emptyOutDir: true },
    plugins: [
      {
        name: 'bench-chunk-modules',
        generateBundle(_, bundle) {
          chunks = {};
          for (const c of Object.values(bundle)) {
            if (c.type !== 'chunk') continue;
            const packages = [...new Set(Object.keys(c.modules).map(packageOf).filter(Boolean))].sort();
            chunks[c.fileName] = {
              isEntry: c.isEntry,
              packages,
              modules: Object.keys(c.modules).length,
              shares: packageShares(c.modules),
            };
          }
          this.emitFile({
            type: 'asset',
            fileName: 'chunk-modules.json',
            source: JSON.stringify(chunks, null, 1),
          });
        },
      },
    ],
  });
  return chunks;
}

/**
 * Each package's share of a chunk (app code as 'app'), from the gzipped size of its modules'
 * code before minification: the report splits the chunk's real gzipped size by these shares.
 */
function packageShares(modules) {
  const code = {};
  for (const [id, m] of Object.entries(modules)) {
    const name = packageOf(id) ?? 'app';
    code[name] = (code[name] ?? '') + (m.code ?? '');
  }
  const sizes = Object.entries(code).map(([name, text]) => [name, gzipSync(text).length]);
  const total = sizes.reduce((n, [, size]) => n + size, 0) || 1;
  return Object.fromEntries(sizes.map(([name, size]) => [name, size / total]));
}

export const readChunks = () => JSON.parse(readFileSync(path.join(benchDist, 'chunk-modules.json'), 'utf8'));

export const gzipKb = (file) =>
  gzipSync(readFileSync(path.join(benchDist, file)), { level: 6 }).length / 1024;

/** Starts scripts/bench/server.ts in a child process; resolves once it prints its URL. */
export function startServer({ webRoot, databaseUrl, extraProjects = 0, demoLogins = false } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/bench/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      BENCH_WEB_ROOT: webRoot ?? '',
      BENCH_DATABASE_URL: databaseUrl ?? '',
      BENCH_EXTRA_PROJECTS: String(extraProjects),
      BENCH_DEMO_LOGINS: demoLogins ? '1' : '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      const { url } = JSON.parse(line);
      resolve({
        url,
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

export const pad = (s, n) => String(s).padEnd(n);
export const lpad = (s, n) => String(s).padStart(n);
