// Idle memory of the server as `npm start` runs it (built JavaScript under plain node), beside the
// same server through the tsx loader (how it ran before) and a minimal Hono + PGlite server: the
// floor any server on this stack pays. Each starts twice on its own data directory (the first
// creates the database) and is measured on the second start, after one request and 3 s idle.
// Usage: node scripts/bench/rss.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuild, serverEntry } from '../ensure-build.mjs';
import { lpad, pad, root } from './lib.mjs';

const minimal = `
import { serve } from '@hono/node-server';
import { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';
const db = await PGlite.create(process.env.DATA_DIR + '/db');
const app = new Hono().get('/', async (c) => c.json((await db.query('select 1 as one')).rows));
const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
  console.log(JSON.stringify({ msg: 'ready', url: 'http://127.0.0.1:' + info.port })));
`;

const variants = [
  ['Hatchery, built JS (npm start)', [serverEntry]],
  ['Hatchery through tsx (before)', ['--import', 'tsx', path.join(root, 'src/server/main.ts')]],
  ['minimal Hono + PGlite', ['--input-type=module', '-e', minimal]],
];

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts the server on dataDir, sends one request, idles 3 s; resolves to its RSS in MB. */
async function runOnce(args, dataDir) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise((resolve, reject) => {
      let buffered = '';
      child.stdout.on('data', (chunk) => {
        buffered += chunk;
        const match = /"url":"(http:[^"]+)"/.exec(buffered);
        if (match) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code} before it was ready`)));
    });
    await fetch(url).then((r) => r.arrayBuffer());
    await sleep(3000);
    return rssKb(child.pid) / 1024;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** The second start on a data directory: the first one's database creation is not idle memory. */
async function measure(args) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-rss-'));
  try {
    await runOnce(args, dataDir);
    return await runOnce(args, dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function rssBench() {
  await ensureServerBuild();
  const rows = [];
  for (const [label, args] of variants) rows.push([label, await measure(args)]);
  const floor = rows.at(-1)[1];
  console.log('\nIdle RSS after one request (second start on an embedded database):');
  for (const [label, mb] of rows)
    console.log(
      `${pad(label, 34)}${lpad(mb.toFixed(0), 6)} MB${lpad(`+${(mb - floor).toFixed(0)}`, 8)} MB over minimal`,
    );
  return { rows, failures: [] };
}

if (import.meta.url === `file://${process.argv[1]}`) await rssBench();
