// `npm run test:scale`: K=3 instances behind nginx on one PostgreSQL database. Checks fan-out to
// admins on every instance, the global submission limit, once-only scheduled jobs, kill -9 of an
// instance and three rolling restarts under load; prints the figures. Exits 1 on any failed check.
import pg from 'pg';
import { startTestS3 } from '../../src/server/test/s3-server';
import { startCluster, type Cluster } from './cluster';
import { nextAddress, percentile, send, SseSubscriber, submitApplication } from './load';

const K = Number(process.env.SCALE_INSTANCES ?? 3);
const SUBSCRIBERS_PER_INSTANCE = 4;
const FANOUT_SUBMISSIONS = 90;
const RATE_LIMIT = 5;
const JOB_INTERVAL_SECONDS = 2;
const ROLLING_ROUNDS = 3;
const METRICS_TOKEN = 'scale-test-metrics-token-000000';
const ADMIN = { email: 'scale-admin@example.com', password: 'scale-admin-password-1' };

const failures: string[] = [];
const figures: Array<[string, string]> = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(predicate: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) return false;
    await sleep(25);
  }
  return true;
}

/** Runs `fn` from `concurrency` workers until `stop()` says so; returns every result. */
async function loadUntil<T>(concurrency: number, fn: () => Promise<T>, stop: () => boolean): Promise<T[]> {
  const results: T[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!stop()) results.push(await fn());
    }),
  );
  return results;
}

async function signIn(url: string): Promise<string> {
  const reply = await send(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: Buffer.from(JSON.stringify(ADMIN)),
  });
  if (reply.status !== 200) throw new Error(`admin sign-in failed: ${reply.status} ${reply.text}`);
  const cookies = [reply.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0]);
  return cookies.join('; ');
}

/** The realtime instance id of each cluster instance, read from a stream opened on it directly. */
async function instanceIds(cluster: Cluster, cookie: string): Promise<string[]> {
  return Promise.all(
    cluster.instances.map(async (instance) => {
      const probe = new SseSubscriber(`${instance.url}/api/events?topics=applications`, { cookie });
      await probe.open();
      probe.close();
      return probe.instance!;
    }),
  );
}

async function metricValue(instanceUrl: string, pattern: RegExp): Promise<number> {
  const reply = await send(`${instanceUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  let sum = 0;
  for (const line of reply.text.split('\n')) if (pattern.test(line)) sum += Number(line.split(' ').pop());
  return sum;
}

/** Submits `n` applications through nginx, `concurrency` at a time, each from a new address. */
async function submitMany(url: string, n: number, concurrency: number) {
  let next = 0;
  return loadUntil(
    concurrency,
    () => submitApplication(url, nextAddress()),
    () => next++ >= n,
  );
}

async function fanOut(url: string, subscribers: SseSubscriber[], n: number, label: string) {
  const started = Date.now();
  const results = await submitMany(url, n, 6);
  const submitSeconds = (Date.now() - started) / 1000;
  const ids = results.filter((r) => r.status === 201).map((r) => r.id!);
  check(ids.length === n, `${label}: ${ids.length}/${n} submissions accepted through nginx`);
  const all = await until(() => subscribers.every((s) => ids.every((id) => s.received.has(id))), 15_000);
  const missing = subscribers.reduce((m, s) => m + ids.filter((id) => !s.received.has(id)).length, 0);
  check(all, `${label}: every event reached every admin subscriber (${missing} missing)`);
  const latencies = subscribers.flatMap((s) =>
    ids.map((id) => s.received.get(id)?.latencyMs).filter((v) => v !== undefined),
  );
  const lastDelivery = Math.max(
    ...subscribers.flatMap((s) => ids.map((id) => s.received.get(id)?.receivedAt ?? 0)),
  );
  return { ids, latencies, submitSeconds, deliverySeconds: (lastDelivery - started) / 1000 };
}

async function main() {
  const t0 = Date.now();
  // The scaled shape: one PostgreSQL database and one bucket (an S3 protocol server on 127.0.0.1).
  const s3 = await startTestS3();
  const bucket = await s3.newBucket();
  const cluster = await startCluster({
    instances: K,
    env: {
      ...bucket,
      SUBMISSION_RATE_LIMIT: String(RATE_LIMIT),
      METRICS_TOKEN,
      MAIL_RETRY_INTERVAL_SECONDS: String(JOB_INTERVAL_SECONDS),
      SHUTDOWN_TIMEOUT_SECONDS: '10',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT_MAX: '50',
    },
  });
  const clusterStarted = Date.now();
  figures.push(['storage', `S3 bucket ${bucket.S3_BUCKET} on ${s3.endpoint}`]);
  figures.push(['cluster start (K instances + nginx)', `${((clusterStarted - t0) / 1000).toFixed(1)} s`]);
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const subscribers: SseSubscriber[] = [];
  try {
    const cookie = await signIn(cluster.url);
    const ids = await instanceIds(cluster, cookie);

    // Admins subscribed through nginx (round robin puts them on every instance) and one visitor.
    for (let i = 0; i < K * SUBSCRIBERS_PER_INSTANCE; i++) {
      const s = new SseSubscriber(`${cluster.url}/api/events?topics=applications`, { cookie });
      await s.open();
      subscribers.push(s);
    }
    const visitor = new SseSubscriber(`${cluster.url}/api/events`, {});
    await visitor.open();
    const perInstance = ids.map((id) => subscribers.filter((s) => s.instance === id).length);
    check(
      perInstance.every((n) => n > 0),
      `admins subscribed on every instance (${perInstance.join(' / ')})`,
    );

    console.log('\n-- fan-out');
    const fan = await fanOut(cluster.url, subscribers, FANOUT_SUBMISSIONS, 'fan-out');
    check(visitor.received.size === 0, 'a visitor stream received no application events');
    const deliveries = fan.latencies.length;
    figures.push([
      'submissions/s through nginx (6 concurrent, 3 files each)',
      (FANOUT_SUBMISSIONS / fan.submitSeconds).toFixed(1),
    ]);
    figures.push([
      `fan-out deliveries/s (${deliveries} to ${subscribers.length} admins)`,
      (deliveries / fan.deliverySeconds).toFixed(0),
    ]);
    figures.push([
      'fan-out latency p50 / p99 (publish -> SSE client)',
      `${percentile(fan.latencies, 50)} ms / ${percentile(fan.latencies, 99)} ms`,
    ]);

    console.log('\n-- global submission limit');
    const pattern =
      /^hatchery_http_requests_total\{method="POST",route="\/api\/applications",status="(201|429)"\}/;
    const before = await Promise.all(cluster.instances.map((i) => metricValue(i.url, pattern)));
    const address = '127.20.0.1';
    const limited: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 4; i++)
      limited.push((await submitApplication(cluster.url, address)).status);
    const after = await Promise.all(cluster.instances.map((i) => metricValue(i.url, pattern)));
    const spread = after.map((v, i) => v - before[i]!);
    check(
      limited.filter((s) => s === 201).length === RATE_LIMIT && limited.filter((s) => s === 429).length === 4,
      `one address got exactly ${RATE_LIMIT} accepted, then 429, across instances (answers ${limited.join(',')}; per instance ${spread.join(' / ')})`,
    );
    check(
      spread.filter((n) => n > 0).length >= Math.min(K, 2),
      'those submissions were answered by several instances',
    );

    console.log('\n-- kill -9 one instance mid-run');
    const victim = cluster.instances[1]!;
    const victimId = ids[1]!;
    const onVictim = subscribers.filter((s) => s.instance === victimId);
    const resyncsBefore = onVictim.map((s) => s.resyncs);
    let stopLoad = false;
    let killedAt = 0;
    const load = loadUntil(
      4,
      () => submitApplication(cluster.url, nextAddress()),
      () => stopLoad,
    );
    await sleep(1500);
    killedAt = Date.now();
    await victim.kill();
    // A request sent between the signal and the process's death still reached the victim.
    const deadAt = Date.now();
    await sleep(3000);
    stopLoad = true;
    const killResults = await load;
    const acked = killResults.filter((r) => r.status === 201).map((r) => r.id!);
    const failed = killResults.filter((r) => r.status !== 201);
    const stored = await db.query('select id from incubator_applications where id = any($1::uuid[])', [
      acked,
    ]);
    check(
      stored.rowCount === acked.length,
      `no acknowledged application lost (${stored.rowCount}/${acked.length} stored)`,
    );
    // A POST already sent to the victim is not repeated by nginx (it may have been stored): those,
    // and only those, may fail: at most one per load worker, all sent before the kill.
    const inFlightOnly = failed.every((r) => (r.status === 502 || r.status === 0) && r.at <= deadAt);
    check(
      failed.length <= 4 && inFlightOnly,
      `only requests in flight on the killed instance failed (${failed.length}: ${failed.map((r) => `${r.status} sent ${killedAt - r.at} ms before the kill`).join(', ') || 'none'})`,
    );
    figures.push([
      'kill -9: requests during the run / failed (in flight on the victim)',
      `${killResults.length} / ${failed.length}`,
    ]);
    const moved = await until(
      () => onVictim.every((s, i) => s.instance !== victimId && s.resyncs > resyncsBefore[i]!),
      10_000,
    );
    check(
      moved,
      `its ${onVictim.length} SSE clients reconnected through nginx to another instance and resynced`,
    );
    const afterKill = await fanOut(cluster.url, subscribers, 10, 'after kill');
    void afterKill;
    await victim.start();

    // Three rolling restarts in a row, each under submission and read load: every instance is
    // drained at nginx, stopped by SIGTERM, started and taken back (cluster.restart).
    for (let round = 1; round <= ROLLING_ROUNDS; round++) {
      console.log(`\n-- rolling restart ${round} of ${ROLLING_ROUNDS} under load`);
      let rolling = true;
      const shutdownsBefore = subscribers.reduce((n, s) => n + s.shutdowns, 0);
      const submitLoad = loadUntil(
        3,
        () => submitApplication(cluster.url, nextAddress()),
        () => !rolling,
      );
      const readLoad = loadUntil(
        3,
        async () => {
          const at = Date.now();
          try {
            return { status: (await send(`${cluster.url}/api/projects`)).status, at };
          } catch (err) {
            return { status: 0, error: String(err), at };
          }
        },
        () => !rolling,
      );
      const rollStarted = Date.now();
      const exitCodes = await cluster.rollingRestart();
      const rollSeconds = (Date.now() - rollStarted) / 1000;
      rolling = false;
      const [submits, reads] = await Promise.all([submitLoad, readLoad]);
      const all = [...submits, ...reads];
      const dropped = all.filter((r) => r.status < 200 || r.status >= 300);
      check(
        exitCodes.every((c) => c === 0),
        `round ${round}: every instance exited cleanly on SIGTERM (${exitCodes.join(',')})`,
      );
      check(
        dropped.length === 0,
        `round ${round}: rolling restart dropped no request (${all.length} requests, ${dropped.length} failed${dropped
          .slice(0, 5)
          .map((r) => `: ${r.status} at +${r.at - rollStarted} ms`)
          .join(',')})`,
      );
      const submitAcked = submits.filter((r) => r.status === 201).map((r) => r.id!);
      const storedRoll = await db.query('select id from incubator_applications where id = any($1::uuid[])', [
        submitAcked,
      ]);
      check(
        storedRoll.rowCount === submitAcked.length,
        `round ${round}: every acknowledged submission stored (${storedRoll.rowCount}/${submitAcked.length})`,
      );
      const shutdowns = subscribers.reduce((n, s) => n + s.shutdowns, 0) - shutdownsBefore;
      check(
        shutdowns >= subscribers.length,
        `round ${round}: SSE clients were told to reconnect (${shutdowns} shutdown events)`,
      );
      figures.push([
        `rolling restart ${round}: duration / requests / failed`,
        `${rollSeconds.toFixed(1)} s / ${all.length} / ${dropped.length}`,
      ]);
    }
    await fanOut(cluster.url, subscribers, 10, 'after rolling restart');

    console.log('\n-- scheduled jobs once across the cluster');
    // From before the first instance booted: the job may have run from then on.
    const elapsed = (Date.now() - t0) / 1000;
    const { rows } = await db.query("select runs from scheduled_jobs where name = 'mail-retry'");
    const runs = Number(rows[0]?.runs ?? 0);
    const most = Math.floor(elapsed / JOB_INTERVAL_SECONDS) + 1;
    check(
      runs >= most / 3 && runs <= most,
      `mail-retry ran ${runs} times in ${elapsed.toFixed(0)} s at a ${JOB_INTERVAL_SECONDS} s interval (at most ${most}; ${K} instances tick it)`,
    );
    figures.push(['mail-retry runs / most allowed once-per-interval', `${runs} / ${most}`]);
  } finally {
    for (const s of subscribers) s.close();
    await db.end();
    await cluster.stop();
    await s3.close();
  }

  console.log('\n== scale test figures (K=%d)', K);
  for (const [name, value] of figures) console.log(`  ${name.padEnd(64)} ${value}`);
  console.log(`  ${'total time'.padEnd(64)} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (failures.length) {
    console.error(`\n${failures.length} check(s) failed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nscale test passed');
  // s3rver's keep-alive sockets outlive close(); the test is over, so do not wait for them.
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
