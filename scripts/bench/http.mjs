// HTTP benchmark: autocannon, 50 connections for 10 s, on the public stats and the projects list,
// against PGlite and PostgreSQL (a throwaway database on postgres://postgres@127.0.0.1:5432).
// Usage: node scripts/bench/http.mjs [--pglite-only]
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { lpad, pad, startServer } from './lib.mjs';

const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Demo rows plus this many more projects (and three applications each), like a busy incubator. */
const EXTRA_PROJECTS = 200;
const endpoints = ['/api/stats/public', '/api/projects'];

const run = (url) =>
  autocannon({ url, connections: 50, duration: 10 }).then((r) => ({
    rps: r.requests.average,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    codes: Object.entries(r.statusCodeStats)
      .map(([code, { count }]) => `${code}x${count}`)
      .join(' '),
  }));

async function benchOn(label, databaseUrl) {
  const server = await startServer({ databaseUrl, extraProjects: EXTRA_PROJECTS });
  const rows = [];
  try {
    for (const path of endpoints) {
      await fetch(server.url + path); // warm up caches and prepared plans
      rows.push({ label, path, ...(await run(server.url + path)) });
    }
  } finally {
    await server.stop();
  }
  return rows;
}

async function withPostgres(fn) {
  const name = `hatchery_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  try {
    const url = new URL(PG_ADMIN);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

export async function httpBench({ pgliteOnly = false } = {}) {
  const rows = await benchOn('PGlite', undefined);
  if (!pgliteOnly) {
    try {
      rows.push(...(await withPostgres((url) => benchOn('PostgreSQL', url))));
    } catch (err) {
      console.error(`PostgreSQL run skipped: ${err.message}`);
    }
  }
  console.log(`\nautocannon, 50 connections, 10 s (demo rows + ${EXTRA_PROJECTS} projects):`);
  console.log(
    `${pad('database', 12)}${pad('endpoint', 22)}${lpad('req/s', 10)}${lpad('p99 ms', 9)}${lpad('non-2xx', 9)}`,
  );
  for (const r of rows)
    console.log(
      `${pad(r.label, 12)}${pad(r.path, 22)}${lpad(r.rps.toFixed(0), 10)}${lpad(r.p99, 9)}${lpad(r.non2xx, 9)}${lpad(r.timeouts, 10)}${lpad(r.errors, 8)}  ${r.codes}`,
    );
  // Figures only: the issue sets no throughput budget, and a loaded machine times requests out.
  const failures = [];
  return { rows, failures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { failures } = await httpBench({ pgliteOnly: process.argv.includes('--pglite-only') });
  process.exit(failures.length ? 1 : 0);
}
