// Applicant review benchmark (issue 5): list and counts queries at 10,000 applications on
// PostgreSQL and PGlite (p50/p99; budget p99 < 50 ms on PostgreSQL), and SSE fan-out to 200
// concurrent admin subscribers through a real HTTP server.
//
//   node scripts/bench/applicants.mjs [--rows 100000] [--pg-only]   (BENCH_PG_URL=postgres://postgres@127.0.0.1:5432)
//   BENCH_ROUNDS=300 BENCH_SUBSCRIBERS=200 BENCH_EVENTS=300 BENCH_PARTS=queries,sse node scripts/bench/applicants.mjs
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';

register();
const root = new URL('../../src/server/', import.meta.url);
const load = (p) => import(new URL(p, root).href);
const [
  { openDatabase },
  { sql },
  { listApplications },
  { getApplicationCounts },
  { boot },
  { loadConfig },
  { createLogger },
  { signUpAs },
  { readSse },
  { createChangeCache },
] = await Promise.all([
  load('db/client.ts'),
  import('drizzle-orm'),
  load('features/applicants/list.ts'),
  load('features/applicants/counts.ts'),
  load('boot.ts'),
  load('config.ts'),
  load('logger.ts'),
  load('test/auth.ts'),
  load('test/sse.ts'),
  load('lib/change-cache.ts'),
]);
const pg = (await import('pg')).default;

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ROWS = Number(arg('--rows') ?? process.env.BENCH_ROWS ?? 10_000);
/** --pg-only skips the PGlite query run (slow to seed at 100,000 rows). */
const PG_ONLY = process.argv.includes('--pg-only');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 200);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);
const ADMIN = 'bench-admin';

const withDb = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function seed(db) {
  await db.execute(sql`
    insert into incubator_applications
      (name, contact_name, contact_email, company_type, industry, status, project_stage, description,
       total_capital_target, current_funding, team_size, created_at, updated_at)
    select
      (array['Nova','Orbit','Atlas','Quartz','Ember','Delta','Lumen','Pixel'])[1 + i % 8] || ' ' ||
        (array['Labs','Chain','Protocol','DAO','Finance'])[1 + i % 5] || ' ' || i,
      (array['Ada','Grace','Linus','Ken','Barbara','Edsger'])[1 + i % 6] || ' Founder ' || i,
      'founder' || i || '@bench.example',
      (array['startup','corporation','llc','nonprofit','dao'])[1 + i % 5],
      (array['defi','nft','infrastructure','social','enterprise','other'])[1 + i % 6],
      (array['submitted','under_review','approved','rejected'])[1 + (i * 7) % 4],
      (array['ideation','validation','development','testing','launch','growth'])[1 + i % 6],
      repeat('A project description for benchmarking. ', 4),
      100000 + i * 10, i * 3, 1 + i % 20,
      now() - i * interval '47 minutes',
      now() - i * interval '40 minutes'
    from generate_series(1, ${ROWS}) as i`);
  // About a third read by the benchmarking admin, so isRead and unread counts have work to do.
  await db.execute(sql`
    insert into application_reads (application_id, user_id)
    select id, ${ADMIN} from incubator_applications where abs(hashtext(id::text)) % 3 = 0`);
  // Autovacuum would have run on a table this size: deep pages then read the index only.
  await db.execute(sql`vacuum analyze`);
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(label, fn) {
  for (let i = 0; i < 10; i++) await fn();
  const times = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { label, min: times[0], p50: pct(times, 50), p99: pct(times, 99) };
}

const listCases = [
  ['list: newest first, page 1', {}],
  ['list: status=submitted, page 1', { status: 'submitted' }],
  ['list: search "orbit", page 1', { search: 'orbit' }],
  ['list: industry=defi, sort name asc', { industry: 'defi', sort: 'name', dir: 'asc' }],
  ['list: unread only, page 1', { read: 'unread' }],
  ['list: from/to one month, sort updatedAt', { from: iso(-60), to: iso(-30), sort: 'updatedAt' }],
  [`list: last page ${Math.ceil(ROWS / 25)}`, { page: Math.ceil(ROWS / 25) }],
  [
    `list: status=approved, deep page ${Math.ceil(ROWS / 100)}`,
    { status: 'approved', page: Math.ceil(ROWS / 100) },
  ],
];

function iso(daysFromNow) {
  return new Date(Date.now() + daysFromNow * 86400_000).toISOString().slice(0, 10);
}

/**
 * Each case twice: "every time" counts on every call (no cache, what a page after a change
 * pays), "between changes" keeps totals and counts in memory until applications or reads change.
 */
async function queryBench(driver, database) {
  const db = database.db;
  const cache = createChangeCache(database, ['incubator_applications', 'application_reads']);
  await new Promise((r) => setTimeout(r, 300)); // its LISTEN in place
  const results = [];
  for (const [label, q] of listCases) {
    const query = { sort: 'createdAt', dir: 'desc', page: 1, pageSize: 25, ...q };
    const sample = await listApplications({ db, userId: ADMIN, query });
    const cold = await measure(label, () => listApplications({ db, userId: ADMIN, query }));
    const warm = await measure(label, () => listApplications({ db, userId: ADMIN, query, cache }));
    results.push({ label, cold, warm, rows: `${sample.items.length}/${sample.total}` });
  }
  const counts = 'counts (per status, unread, latest, urgency)';
  results.push({
    label: counts,
    cold: await measure(counts, () => getApplicationCounts({ db, userId: ADMIN })),
    warm: await measure(counts, () => getApplicationCounts({ db, userId: ADMIN, cache })),
    rows: '',
  });
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `\n${driver}: ${ROWS} applications, ${ROUNDS} rounds each (load average ${load} on ${os.cpus().length} cores)`,
  );
  console.log(''.padEnd(50), 'counted every time'.padStart(26), 'cached between changes'.padStart(26));
  console.log(
    '  query'.padEnd(50),
    ...['min ms', 'p50 ms', 'p99 ms', 'min ms', 'p50 ms', 'p99 ms'].map((h) => h.padStart(8)),
    '  rows',
  );
  for (const r of results) {
    console.log(
      `  ${r.label}`.padEnd(50),
      ...[r.cold, r.warm].flatMap((m) => [m.min, m.p50, m.p99].map((v) => v.toFixed(2).padStart(8))),
      ` ${r.rows}`,
    );
  }
  return results;
}

async function sseBench(databaseUrl) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  });
  const running = await boot({ config, logger: createLogger('silent'), webRoot: undefined });
  try {
    const admin = await signUpAs({ deps: running.deps }, { role: 'admin' });
    const streams = await Promise.all(
      Array.from({ length: SUBSCRIBERS }, async () => {
        const res = await fetch(`${running.url}/api/events?topics=applications`, { headers: admin.headers });
        if (res.status !== 200) throw new Error(`SSE connect failed: ${res.status}`);
        const sse = readSse(res);
        await sse.next((e) => e.event === 'ready', 30_000);
        return sse;
      }),
    );
    const realtime = running.deps.realtime;
    const messages = (sse) => sse.received.filter((e) => e.event === 'message').length;
    const waitAll = (marker) =>
      Promise.all(
        streams.map((s) => s.next((e) => e.event === 'message' && e.data.includes(marker), 120_000)),
      );

    // 1. Through the API every write uses: realtime.publish(), 10 in flight at a time.
    let last = `last-${randomBytes(4).toString('hex')}`;
    let start = performance.now();
    for (let i = 0; i < EVENTS - 1; i += 10) {
      const batch = [];
      for (let j = i; j < Math.min(EVENTS - 1, i + 10); j++) {
        batch.push(realtime.publish('applications', { type: 'created', id: `e${j}` }));
      }
      await Promise.all(batch);
    }
    await realtime.publish('applications', { type: 'created', id: last });
    await waitAll(last);
    let seconds = (performance.now() - start) / 1000;
    let delivered = streams.reduce((n, s) => n + messages(s), 0);
    const label = databaseUrl ? 'PostgreSQL' : 'PGlite';
    console.log(
      `\nSSE (${label}): ${SUBSCRIBERS} admin subscribers over HTTP (load average ${os.loadavg()[0].toFixed(1)})` +
        `\n  publish(): ${EVENTS} events, delivered ${delivered} of ${SUBSCRIBERS * EVENTS} in ${seconds.toFixed(2)} s` +
        ` = ${Math.round(delivered / seconds)} deliveries/s (${Math.round(EVENTS / seconds)} events/s)`,
    );

    // 2. A burst: one statement NOTIFYing EVENTS times, so the fan-out, not the publisher, is measured.
    const before = delivered;
    last = `burst-${randomBytes(4).toString('hex')}`;
    start = performance.now();
    await running.deps.database.db.execute(sql`
      select pg_notify('hatchery_events', json_build_object(
        'topic', 'applications', 'type', 'created',
        'id', case when i = ${EVENTS} then ${last} else 'b' || i end, 'at', now())::text)
      from generate_series(1, ${EVENTS}) as i`);
    await waitAll(last);
    seconds = (performance.now() - start) / 1000;
    delivered = streams.reduce((n, s) => n + messages(s), 0) - before;
    console.log(
      `  burst:     ${EVENTS} events, delivered ${delivered} of ${SUBSCRIBERS * EVENTS} in ${seconds.toFixed(2)} s` +
        ` = ${Math.round(delivered / seconds)} deliveries/s`,
    );
    await Promise.all(streams.map((s) => s.close()));
    return { delivered, seconds };
  } finally {
    await running.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** BENCH_PARTS=queries,sse (default both). */
const parts = new Set((process.env.BENCH_PARTS ?? 'queries,sse').split(','));

async function main() {
  const name = `hatchery_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDb(PG_URL, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  try {
    const url = withDb(PG_URL, name);
    const database = await openDatabase({ url });
    try {
      await database.migrate();
      if (parts.has('queries')) {
        await seed(database.db);
        const results = await queryBench('PostgreSQL', database);
        for (const kind of ['cold', 'warm']) {
          const worst = Math.max(...results.map((r) => r[kind].p99));
          const name = kind === 'cold' ? 'counted every time' : 'cached between changes';
          console.log(
            `  ${name}: worst p99 ${worst.toFixed(2)} ms, ${worst < 50 ? 'within' : 'OVER'} the 50 ms budget`,
          );
        }
      }
    } finally {
      await database.close();
    }
    if (parts.has('sse')) await sseBench(url);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }

  if (parts.has('queries') && !PG_ONLY) {
    const lite = await openDatabase({ memory: true });
    try {
      await lite.migrate();
      await seed(lite.db);
      await queryBench('PGlite', lite);
    } finally {
      await lite.close();
    }
  }
  if (parts.has('sse')) await sseBench(undefined);
}

await main();
process.exit(0);
