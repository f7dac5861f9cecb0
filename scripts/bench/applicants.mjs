// Applicant review benchmark (issues 5 and 14): every list, search, filter, deep page and count
// case at 10,000 (or --rows) applications on PostgreSQL and PGlite, today's queries beside the
// queries before decision 0020 (scripts/bench/applicants-baseline/) in the same run, rounds
// alternating so both see the same load; budget p99 < 50 ms on PostgreSQL. Nothing is cached:
// every call counts what it counts (a read or a new application clears the cache anyway). Then
// SSE fan-out to 200 concurrent admin subscribers through a real HTTP server.
//
//   node scripts/bench/applicants.mjs [--rows 100000] [--pg-only]   (BENCH_PG_URL=postgres://postgres@127.0.0.1:5432)
//   BENCH_ROUNDS=300 BENCH_SUBSCRIBERS=200 BENCH_EVENTS=300 BENCH_PARTS=queries,sse node scripts/bench/applicants.mjs
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
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
  baselineList,
  baselineCounts,
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
  import(new URL('./applicants-baseline/list.ts', import.meta.url).href),
  import(new URL('./applicants-baseline/counts.ts', import.meta.url).href),
]);
const pg = (await import('pg')).default;

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ROWS = Number(arg('--rows') ?? process.env.BENCH_ROWS ?? 100_000);
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
const summary = (times) => {
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p99: pct(times, 99) };
};

/** Both strategies, rounds alternating (old, new, old, ...) so load on the machine hits both alike. */
async function measurePair(oldFn, newFn) {
  for (let i = 0; i < 5; i++) {
    await oldFn();
    await newFn();
  }
  const times = { old: [], new: [] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const [kind, fn] of i % 2
      ? [
          ['new', newFn],
          ['old', oldFn],
        ]
      : [
          ['old', oldFn],
          ['new', newFn],
        ]) {
      const start = performance.now();
      await fn();
      times[kind].push(performance.now() - start);
    }
  }
  return { old: summary(times.old), new: summary(times.new) };
}

function iso(daysFromNow) {
  return new Date(Date.now() + daysFromNow * 86400_000).toISOString().slice(0, 10);
}

const PAGE = 25;
const lastPage = Math.ceil(ROWS / PAGE);
const middlePage = Math.ceil(lastPage / 2);
const approvedDeep = Math.ceil(ROWS / 4 / PAGE);
const defiMiddle = Math.ceil(ROWS / 6 / PAGE / 2);

/**
 * [label, query, how today's code reaches the page]. 'cursor': as the list screen does, with the
 * previous page's nextCursor (found once before measuring); 'number': a typed URL, no cursor.
 */
const listCases = [
  ['newest first, page 1', {}, 'number'],
  ['status=submitted, page 1', { status: 'submitted' }, 'number'],
  ['search "orbit", page 1', { search: 'orbit' }, 'number'],
  ['industry=defi, sort name asc', { industry: 'defi', sort: 'name', dir: 'asc' }, 'number'],
  ['unread only, page 1', { read: 'unread' }, 'number'],
  ['status=submitted, unread, page 1', { status: 'submitted', read: 'unread' }, 'number'],
  ['from/to one month, sort updatedAt', { from: iso(-60), to: iso(-30), sort: 'updatedAt' }, 'number'],
  [`middle page ${middlePage}, by cursor`, { page: middlePage }, 'cursor'],
  [`middle page ${middlePage}, by number`, { page: middlePage }, 'number'],
  [`last page ${lastPage}, by cursor`, { page: lastPage }, 'cursor'],
  [`last page ${lastPage}, by number`, { page: lastPage }, 'number'],
  [
    `status=approved, deep page ${approvedDeep}, by cursor`,
    { status: 'approved', page: approvedDeep },
    'cursor',
  ],
  [`unread only, middle page, by cursor`, { read: 'unread', page: Math.ceil(ROWS / 3 / PAGE) }, 'cursor'],
  [
    `industry=defi, sort name, page ${defiMiddle}, by cursor`,
    { industry: 'defi', sort: 'name', dir: 'asc', page: defiMiddle },
    'cursor',
  ],
];

/** The cursor that leads to `query.page`: the page before's nextCursor, found by its number once. */
async function cursorFor(db, query) {
  const before = await listApplications({ db, userId: ADMIN, query: { ...query, page: query.page - 1 } });
  if (!before.nextCursor) throw new Error(`no cursor to page ${query.page}`);
  return before.nextCursor;
}

async function queryBench(driver, database) {
  const db = database.db;
  const results = [];
  for (const [label, q, how] of listCases) {
    const query = { sort: 'createdAt', dir: 'desc', page: 1, pageSize: PAGE, ...q };
    const current = how === 'cursor' ? { ...query, cursor: await cursorFor(db, query) } : query;
    const [was, now] = await Promise.all([
      baselineList.listApplications({ db, userId: ADMIN, query }),
      listApplications({ db, userId: ADMIN, query: current }),
    ]);
    // Same rows and total, or the comparison means nothing. A capped total (search, industry,
    // dates past 1,000 matches) must be one the baseline's exact count is above.
    const same = JSON.stringify(was.items.map((i) => i.id)) === JSON.stringify(now.items.map((i) => i.id));
    const sameTotal = now.totalCapped ? was.total > now.total : was.total === now.total;
    if (!same || !sameTotal) throw new Error(`${label}: today's rows differ from the baseline's`);
    const m = await measurePair(
      () => baselineList.listApplications({ db, userId: ADMIN, query }),
      () => listApplications({ db, userId: ADMIN, query: current }),
    );
    const total = now.totalCapped ? `${now.total}+ (${was.total})` : now.total;
    results.push({ label: `list: ${label}`, ...m, rows: `${now.items.length}/${total}` });
  }
  const counts = 'counts (per status, unread, latest, urgency)';
  const [wasCounts, nowCounts] = await Promise.all([
    baselineCounts.getApplicationCounts({ db, userId: ADMIN }),
    getApplicationCounts({ db, userId: ADMIN }),
  ]);
  if (JSON.stringify(wasCounts) !== JSON.stringify(nowCounts))
    throw new Error("counts differ from the baseline's");
  results.push({
    label: counts,
    ...(await measurePair(
      () => baselineCounts.getApplicationCounts({ db, userId: ADMIN }),
      () => getApplicationCounts({ db, userId: ADMIN }),
    )),
    rows: `${nowCounts.total} total, ${nowCounts.unread} unread`,
  });
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `\n${driver}: ${ROWS} applications, ${ROUNDS} rounds each, nothing cached (load average ${load} on ${os.cpus().length} cores)`,
  );
  console.log(''.padEnd(52), 'before 0020'.padStart(17), 'today'.padStart(18));
  console.log(
    '  query'.padEnd(52),
    ...['p50 ms', 'p99 ms', 'p50 ms', 'p99 ms', 'p99 x'].map((h) => h.padStart(8)),
    '  rows',
  );
  for (const r of results) {
    const flag = driver === 'PostgreSQL' && r.new.p99 >= BUDGET_MS ? '  OVER 50 ms' : '';
    console.log(
      `  ${r.label}`.padEnd(52),
      ...[r.old.p50, r.old.p99, r.new.p50, r.new.p99].map((v) => v.toFixed(2).padStart(8)),
      `${(r.old.p99 / r.new.p99).toFixed(1)}x`.padStart(8),
      ` ${r.rows}${flag}`,
    );
  }
  const worst = (kind) => Math.max(...results.map((r) => r[kind].p99));
  console.log(
    `  worst p99: before ${worst('old').toFixed(2)} ms, today ${worst('new').toFixed(2)} ms, ` +
      `${worst('new') < BUDGET_MS ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget`,
  );
  return results;
}

const BUDGET_MS = 50;

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

/** On a fresh PostgreSQL database; returns the cases whose p99 today is over the budget. */
async function postgresRun({ queries, sse }) {
  const name = `hatchery_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDb(PG_URL, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const failures = [];
  try {
    const url = withDb(PG_URL, name);
    const database = await openDatabase({ url });
    try {
      await database.migrate();
      if (queries) {
        await seed(database.db);
        for (const r of await queryBench('PostgreSQL', database)) {
          if (r.new.p99 >= BUDGET_MS) failures.push(`applicants ${r.label}: p99 ${r.new.p99.toFixed(1)} ms`);
        }
      }
    } finally {
      await database.close();
    }
    if (sse) await sseBench(url);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
  return failures;
}

/** For `npm run bench`: the PostgreSQL query cases only; failures are the cases over budget. */
export async function applicantsBench() {
  return { failures: await postgresRun({ queries: true, sse: false }) };
}

async function main() {
  const failures = await postgresRun({ queries: parts.has('queries'), sse: parts.has('sse') });
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
  return failures;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const failures = await main();
  process.exit(failures.length ? 1 : 0);
}
