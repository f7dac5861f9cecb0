import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { rowsOf, type Database } from '../db/client';

/**
 * Every metric this process exposes at GET /metrics. Counters are module-wide (one process, one
 * set of numbers); gauges read their value from the running app when scraped (see `watch`).
 * Other parts of the server increment the counters below directly, e.g.
 * `syncRuns.inc({ job: 'capital-sync', outcome: 'ok' })`.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'hatchery_' });

const requests = new Counter({
  name: 'hatchery_http_requests_total',
  help: 'HTTP requests by method, route pattern and status (499: the client closed the request before the answer)',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

const latency = new Histogram({
  name: 'hatchery_http_request_duration_seconds',
  help: 'HTTP request latency by method and route pattern (SSE streams and client-closed requests excluded)',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** nginx's status for a request its client closed before the answer: a warning, never a 5xx. */
export const CLIENT_CLOSED_STATUS = 499;

export const httpMetrics = {
  observe({
    method,
    route,
    status,
    seconds,
  }: {
    method: string;
    route: string;
    status: number;
    seconds: number;
  }) {
    requests.inc({ method, route, status: String(status) });
    // A client-closed request (499) lasts as long as its client dawdled: not the server's latency.
    if (route !== '/api/events' && status !== CLIENT_CLOSED_STATUS)
      latency.observe({ method, route }, seconds);
  },
};

export const eventsPublished = new Counter({
  name: 'hatchery_events_published_total',
  help: 'Realtime events this instance sent through NOTIFY',
  labelNames: ['topic'] as const,
  registers: [registry],
});

export const eventsDelivered = new Counter({
  name: 'hatchery_events_delivered_total',
  help: 'Realtime events handed to SSE subscribers of this instance (one per subscriber)',
  labelNames: ['topic'] as const,
  registers: [registry],
});

/** Scheduled jobs (src/server/jobs): runs this instance performed, by job and outcome. */
export const jobRuns = new Counter({
  name: 'hatchery_job_runs_total',
  help: 'Scheduled job runs performed by this instance, by job and outcome (ok, failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

/** Chain syncs (capital sources): runs and failures, incremented by the sync code. */
export const syncRuns = new Counter({
  name: 'hatchery_sync_runs_total',
  help: 'Capital-source sync runs by outcome (ok, failed)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export interface MetricSources {
  database: Database;
  subscriberCount(): number;
}

let sources: MetricSources | undefined;

/** Points the scrape-time gauges at the running app (the last one created wins in a test process). */
export function watch(next: MetricSources): void {
  sources = next;
}

new Gauge({
  name: 'hatchery_sse_subscribers',
  help: 'Open SSE streams on this instance',
  registers: [registry],
  collect() {
    this.set(sources?.subscriberCount() ?? 0);
  },
});

new Gauge({
  name: 'hatchery_mail_outbox_messages',
  help: 'Mail outbox rows by status (pending = backlog, failed = delivery failures still retried or given up)',
  labelNames: ['status'] as const,
  registers: [registry],
  async collect() {
    if (!sources) return;
    this.reset();
    // With the database down the gauge is left out; the scrape still answers with everything else.
    const result = await sources.database.db
      .execute(sql`select status, count(*)::int as n from mail_outbox group by status`)
      .catch(() => null);
    if (!result) return;
    for (const status of ['pending', 'sent', 'failed']) this.set({ status }, 0);
    for (const row of rowsOf<{ status: string; n: number }>(result))
      this.set({ status: row.status }, Number(row.n));
  },
});

new Gauge({
  name: 'hatchery_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting); absent on PGlite',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const pool = poolOf(sources?.database);
    if (!pool) return;
    this.set({ state: 'total' }, pool.totalCount);
    this.set({ state: 'idle' }, pool.idleCount);
    this.set({ state: 'waiting' }, pool.waitingCount);
  },
});

function poolOf(database: Database | undefined) {
  if (database?.driver !== 'pg') return undefined;
  return (
    database.db as unknown as { $client: { totalCount: number; idleCount: number; waitingCount: number } }
  ).$client;
}
