import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rowsOf } from '../db/client';
import { networks } from '../db/schema/index';
import { signUpAs, type SignedIn } from '../test/auth';
import { createApplication, createProject } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';

/*
 * Issue 12: generated requests over every API route (read from the app itself, as the
 * authorization matrix does), called as admin and super admin with hostile bodies, queries and
 * parameters (control characters, huge numbers, wrong types, unicode). No answer may be a 5xx,
 * and a refused request (4xx) must leave no row behind.
 */

/**
 * 10,000 generated requests a run: split between the two databases when both are tested (each
 * project draws its own requests, so the run still sends 10,000 different ones), all on PGlite
 * otherwise. The engine behind both drivers is the same PostgreSQL; what differs is the driver.
 */
const RUNS = inject('pgTemplate') ? 5_000 : 10_000;

/** Tables a refused request may legitimately write: audit of refusals and rate-limit counters. */
const countersAndAudit = new Set([
  'application_security_audit',
  'rate_limits',
  'submission_rate_limits',
  'sign_in_failures',
]);

let t: TestContext;
let callers: SignedIn[];
let existingIds: string[];
let countRows: () => Promise<number>;
let routes: Array<{ method: string; path: string }>;

beforeAll(async () => {
  t = await createTestContext({
    env: { AUTH_RATE_LIMIT_MAX: '100000', SUBMISSION_RATE_LIMIT: '100000', RPC_ALLOW_PRIVATE: 'false' },
  });
  callers = [await signUpAs(t, { role: 'admin' }), await signUpAs(t, { role: 'super_admin' })];
  // Seeded networks point at public RPCs; nothing here may leave the machine.
  await t.db.update(networks).set({ rpcUrl: 'http://127.0.0.1:1' });
  await createProject(t.db);
  await createApplication(t.db);

  const tables = rowsOf(
    await t.db.execute(sql`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  ).map((r) => String(r.table_name));
  const counted = tables.filter((name) => !countersAndAudit.has(name));
  // The rows of every counted table, kept by statement triggers in this throwaway database: one
  // read per request instead of a count(*) over ~50 tables (a third of the test's time).
  const keepCount = (sign: '+' | '-', rows: 'changed') =>
    `begin update fuzz_rows set n = n ${sign} (select count(*) from ${rows}); return null; end`;
  for (const statement of [
    'create table fuzz_rows (n bigint not null)',
    `insert into fuzz_rows select ${counted.map((n) => `(select count(*) from "${n}")`).join(' + ')}`,
    `create function fuzz_rows_added() returns trigger language plpgsql as $$ ${keepCount('+', 'changed')} $$`,
    `create function fuzz_rows_removed() returns trigger language plpgsql as $$ ${keepCount('-', 'changed')} $$`,
    ...counted.flatMap((n) => [
      `create trigger fuzz_rows_added after insert on "${n}" referencing new table as changed
        for each statement execute function fuzz_rows_added()`,
      `create trigger fuzz_rows_removed after delete on "${n}" referencing old table as changed
        for each statement execute function fuzz_rows_removed()`,
    ]),
  ]) {
    await t.db.execute(sql.raw(statement));
  }
  countRows = async () => Number(rowsOf(await t.db.execute(sql`select n from fuzz_rows`))[0]!.n);

  // One id from each table with one, except accounts (a PATCH could deactivate the callers).
  const withId = rowsOf(
    await t.db.execute(sql`select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'id' order by table_name`),
  )
    .map((r) => String(r.table_name))
    .filter((n) => !['users', 'sessions', 'accounts', 'verifications'].includes(n));
  existingIds = [];
  for (const table of withId) {
    const [row] = rowsOf(await t.db.execute(sql.raw(`select id::text as id from "${table}" limit 1`)));
    if (row) existingIds.push(String(row.id));
  }

  const seen = new Set<string>();
  routes = [];
  for (const r of t.app.routes) {
    if (!r.path.startsWith('/api/')) continue;
    for (const method of r.method === 'ALL' ? ['GET', 'POST'] : [r.method]) {
      const key = `${method} ${r.path}`;
      if (!seen.has(key)) routes.push({ method, path: r.path });
      seen.add(key);
    }
  }
}, 120_000);
afterAll(() => t?.close());

const fieldNames = [
  'abi', 'abiName', 'abiSource', 'active', 'address', 'adminFunctions', 'args', 'blockNumber', 'body',
  'chainId', 'contractType', 'currentPhase', 'description', 'dir', 'email', 'explorerUrl', 'functionName',
  'functionSignature', 'id', 'ids', 'includeInactive', 'industry', 'isActive', 'isFeatured', 'isTestnet',
  'jsonrpc', 'kind', 'label', 'limit', 'method', 'name', 'networkId', 'note', 'notes', 'page', 'pageSize',
  'params', 'password', 'productId', 'projectId', 'read', 'role', 'rpcUrl', 'search', 'shortDescription',
  'sort', 'status', 'symbol', 'tags', 'targetAmount', 'tokenSymbol', 'topics', 'txHash', 'txId', 'verify',
  'website', 'amount', 'date', 'scheduledAt', 'value',
]; // prettier-ignore

const hostileText = fc.constantFrom(
  '\u0000', 'a\u0000b', '\u0001\u0002', '\u007f', '\u009b', '%00', '\u202e\u200b', '😀'.repeat(300),
  "' OR 1=1 --", '"; drop table users; --', '<script>alert(1)</script>', '../../etc/passwd', '',
  ' ', 'x'.repeat(20_000), '\ud800', '1e400', '-0', 'NaN', 'null', '0x', '0xZZ', 'true',
); // prettier-ignore
const hostileNumber = fc.constantFrom(
  1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 64, -(2 ** 63), -1, 0, 0.5, 1e-300, 2147483648,
); // prettier-ignore
const value: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.string({ unit: 'binary', maxLength: 40 }),
  hostileNumber,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.array(fc.oneof(hostileText, fc.integer(), fc.uuid()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(hostileText, fc.integer()), { maxKeys: 3 }),
);
const body = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: 8 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }).map((raw) => ({ raw })) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);
const queryValue = fc.oneof(
  hostileText,
  fc.string({ unit: 'binary', maxLength: 30 }),
  hostileNumber.map(String),
  fc.integer().map(String),
);
const query = fc.dictionary(fc.constantFrom(...fieldNames), queryValue, { maxKeys: 4 });

function safeEncode(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '?'));
  }
}

describe('fuzzing every route', () => {
  it(
    `answers ${RUNS} generated requests without a 5xx and leaves no row behind a refusal`,
    { timeout: 1_800_000 },
    async () => {
      const param = fc.oneof(
        fc.uuid(),
        fc.constantFrom(...existingIds),
        fc.string({ unit: 'binary', maxLength: 30 }),
        fc.constantFrom('0', '-1', '99999999999999999999', '%00', '\u0000', 'null'),
      );
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      let sent = 0;
      let rows = await countRows();
      let countMs = 0;
      let requestMs = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...routes),
          fc.constantFrom(0, 1),
          fc.array(param, { minLength: 4, maxLength: 4 }),
          query,
          body,
          async (route, who, params, q, b) => {
            let i = 0;
            const path = route.path
              .replace(/:(\w+)(\{[^}]*\})?\??/g, () => safeEncode(params[i++ % params.length]!))
              .replace(/\*/g, safeEncode(params[3]!));
            const search = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, v])).toString();
            const url = `${path}${search ? `?${search}` : ''}`;
            const withBody = route.method !== 'GET' && route.method !== 'HEAD' && b !== undefined;
            const headers: Record<string, string> = {
              ...callers[who]!.headers,
              'idempotency-key': randomUUID(),
            };
            const init: RequestInit = { method: route.method, headers };
            if (withBody) {
              headers['content-type'] = 'application/json';
              init.body =
                typeof b === 'object' && b !== null && 'raw' in b ? String(b.raw) : JSON.stringify(b);
            }
            const started = Date.now();
            const res = await t.app.request(url, init);
            const text = res.headers.get('content-type')?.includes('event-stream')
              ? (await res.body?.cancel(), '')
              : await res.text();
            requestMs += Date.now() - started;
            sent++;
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            if (res.status >= 500)
              failures.push(`${route.method} ${url} -> ${res.status} ${text.slice(0, 200)}`);
            // One count per request: a refusal must leave the total where the previous request left it.
            const countStart = Date.now();
            const after = await countRows();
            countMs += Date.now() - countStart;
            if (res.status >= 400 && after !== rows) {
              failures.push(`${route.method} ${url} -> ${res.status} left ${after - rows} row(s)`);
            }
            rows = after;
            return failures.length === 0;
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
      const summary = [...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}x${n}`)
        .join(' ');
      console.log(
        `fuzz (${t.database.driver}): requests ${requestMs} ms, row counts ${countMs} ms; ${sent} requests over ${routes.length} routes; ${summary}`,
      );
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(RUNS);
    },
  );
});
