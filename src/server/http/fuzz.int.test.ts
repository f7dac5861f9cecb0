import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rowsOf } from '../db/client';
import { networks, projectTeamMembers } from '../db/schema/index';
import { storedFiles } from '../test/application-form';
import { signUpAs } from '../test/auth';
import { createApplication, createProject } from '../test/factories';
import { applicationBody, logoBody, type MultipartBody } from '../test/fuzz-multipart';
import { createTestContext, type TestContext } from '../test/harness';
import { lastMailTo, linkIn } from '../test/mail';
import { trackWrites, type TableWrite } from '../test/write-log';

/*
 * Issue 12: generated requests over every API route (read from the app itself, as the
 * authorization matrix does), with hostile bodies, queries and parameters (control characters,
 * huge numbers, wrong types, unicode), called by anonymous visitors, a project's team member and
 * owner, admins and super admins. The multipart routes get multipart bodies of a valid shape with
 * fuzzed parts (and JSON now and then, which they refuse with 415). No answer may be a 5xx, and a
 * refused request (4xx) must write nothing: no row inserted, updated or deleted in any table
 * (each statement's rows, per table: see test/write-log.ts), and for a multipart request no file
 * left in storage.
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

/** The routes that read a multipart body themselves, and what they read. */
const multipartRoutes = {
  'POST /api/applications': applicationBody,
  'POST /api/applications/changes/:token': applicationBody,
  'POST /api/projects/:id/logo': logoBody,
} satisfies Record<string, fc.Arbitrary<MultipartBody>>;

let t: TestContext;
/** Request headers per kind of caller; admins appear twice, so half the requests pass allow(). */
let callers: Array<{ kind: string; headers: Record<string, string> }>;
let existingIds: string[];
let projectId: string;
let changeTokens: string[];
let takeWrites: () => Promise<TableWrite[]>;
let routes: Array<{ method: string; path: string }>;

beforeAll(async () => {
  t = await createTestContext({
    env: { AUTH_RATE_LIMIT_MAX: '100000', SUBMISSION_RATE_LIMIT: '100000', RPC_ALLOW_PRIVATE: 'false' },
  });
  const [member, owner, admin, superAdmin] = [
    await signUpAs(t),
    await signUpAs(t),
    await signUpAs(t, { role: 'admin' }),
    await signUpAs(t, { role: 'super_admin' }),
  ];
  const origin = new URL(t.config.PUBLIC_URL).origin;
  callers = [
    { kind: 'anonymous', headers: { origin } },
    { kind: 'member', headers: member.headers },
    { kind: 'owner', headers: owner.headers },
    { kind: 'admin', headers: admin.headers },
    { kind: 'admin', headers: admin.headers },
    { kind: 'super_admin', headers: superAdmin.headers },
    { kind: 'super_admin', headers: superAdmin.headers },
  ];
  // Seeded networks point at public RPCs; nothing here may leave the machine.
  await t.db.update(networks).set({ rpcUrl: 'http://127.0.0.1:1' });
  projectId = (await createProject(t.db, { createdBy: owner.user.id })).id;
  await t.db.insert(projectTeamMembers).values({ projectId, userId: member.user.id, role: 'developer' });
  await createApplication(t.db);
  // Open requests for changes, so the resubmission route reads its multipart body.
  changeTokens = [];
  for (let i = 0; i < 3; i++) {
    const app = await createApplication(t.db);
    for (const json of [
      { status: 'under_review' },
      { status: 'changes_requested', message: 'Add the audit plan.' },
    ]) {
      const res = await t.request(`/api/admin/applications/${app.id}/status`, {
        method: 'PATCH',
        headers: admin.headers,
        json,
      });
      expect(res.status).toBe(200);
    }
    const mail = await lastMailTo(t.db, app.contactEmail);
    changeTokens.push(linkIn(mail!.text, '/apply/changes/').split('/apply/changes/')[1]!);
  }

  takeWrites = (await trackWrites(t.db, countersAndAudit)).take;

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
  for (const key of Object.keys(multipartRoutes)) expect(seen, 'a multipart route is gone').toContain(key);
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

/** A refusal's writes in a line: `UPDATE x1 on projects, INSERT x2 on mail_outbox`. */
const describeWrites = (writes: TableWrite[]) =>
  writes.map((w) => `${w.op} x${w.rows} on ${w.table}`).join(', ');

describe('fuzzing every route', () => {
  it(
    `answers ${RUNS} generated requests without a 5xx and leaves no row behind a refusal`,
    { timeout: 1_800_000 },
    async () => {
      const param = fc.oneof(
        fc.uuid(),
        fc.constantFrom(...existingIds),
        fc.constant(projectId),
        fc.string({ unit: 'binary', maxLength: 30 }),
        fc.constantFrom('0', '-1', '99999999999999999999', '%00', '\u0000', 'null'),
      );
      const who = fc.nat({ max: callers.length - 1 });
      const anyRoute = fc.record({
        route: fc.constantFrom(...routes),
        who,
        params: fc.array(param, { minLength: 4, maxLength: 4 }),
        q: query,
        b: body,
        multipart: fc.constant(undefined),
      });
      /** A multipart route with a multipart body, its path naming a real target (token, project) mostly. */
      const multipartRequest = fc
        .constantFrom(...(Object.keys(multipartRoutes) as Array<keyof typeof multipartRoutes>))
        .chain((key) =>
          fc.record({
            route: fc.constant({ method: 'POST', path: key.slice('POST '.length) }),
            who,
            params: fc.array(
              fc.oneof(
                {
                  weight: 3,
                  arbitrary: key.includes(':token')
                    ? fc.constantFrom(...changeTokens)
                    : fc.constant(projectId),
                },
                { weight: 1, arbitrary: param },
              ),
              { minLength: 4, maxLength: 4 },
            ),
            q: fc.constant({}),
            b: fc.constant(undefined),
            multipart: multipartRoutes[key],
          }),
        );
      const statuses = new Map<number, number>();
      const multipartStatuses = new Map<number, number>();
      const byCaller = new Map<string, number>();
      const failures: string[] = [];
      let sent = 0;
      let multipartSent = 0;
      let writesMs = 0;
      let requestMs = 0;
      await takeWrites();
      await fc.assert(
        fc.asyncProperty(
          fc.oneof({ weight: 24, arbitrary: anyRoute }, { weight: 1, arbitrary: multipartRequest }),
          async ({ route, who: callerIndex, params, q, b, multipart }) => {
            let i = 0;
            const path = route.path
              .replace(/:(\w+)(\{[^}]*\})?\??/g, () => safeEncode(params[i++ % params.length]!))
              .replace(/\*/g, safeEncode(params[3]!));
            const search = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, v])).toString();
            const url = `${path}${search ? `?${search}` : ''}`;
            const caller = callers[callerIndex]!;
            const headers: Record<string, string> = { ...caller.headers, 'idempotency-key': randomUUID() };
            const init: RequestInit = { method: route.method, headers };
            if (multipart) {
              headers['content-type'] = multipart.contentType;
              init.body = new Uint8Array(multipart.body);
            } else if (route.method !== 'GET' && route.method !== 'HEAD' && b !== undefined) {
              headers['content-type'] = 'application/json';
              init.body =
                typeof b === 'object' && b !== null && 'raw' in b ? String(b.raw) : JSON.stringify(b);
            }
            const filesBefore = multipart ? storedFiles(t).join('\n') : '';
            const started = Date.now();
            const res = await t.app.request(url, init);
            const text = res.headers.get('content-type')?.includes('event-stream')
              ? (await res.body?.cancel(), '')
              : await res.text();
            requestMs += Date.now() - started;
            sent++;
            if (multipart) {
              multipartSent++;
              multipartStatuses.set(res.status, (multipartStatuses.get(res.status) ?? 0) + 1);
            }
            byCaller.set(caller.kind, (byCaller.get(caller.kind) ?? 0) + 1);
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            const what = `${route.method} ${url} as ${caller.kind}${multipart ? ' (multipart)' : ''} -> ${res.status}`;
            if (res.status >= 500) failures.push(`${what} ${text.slice(0, 200)}`);
            // What this request wrote, per table and statement; a refusal writes nothing.
            const writesStart = Date.now();
            const writes = await takeWrites();
            writesMs += Date.now() - writesStart;
            if (res.status >= 400 && writes.length > 0)
              failures.push(`${what} wrote ${describeWrites(writes)}`);
            if (multipart && res.status >= 400) {
              const filesAfter = storedFiles(t).join('\n');
              if (filesAfter !== filesBefore) failures.push(`${what} changed the stored files`);
            }
            // Thrown, so the report names what failed beside the counterexample.
            if (failures.length > 0) throw new Error(failures.join('\n'));
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
      const summary = (counts: Map<number, number>) =>
        [...counts.entries()]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}x${n}`)
          .join(' ');
      console.log(
        `fuzz (${t.database.driver}): requests ${requestMs} ms, write log ${writesMs} ms; ${sent} requests ` +
          `over ${routes.length} routes by ${JSON.stringify(Object.fromEntries(byCaller))}: ${summary(statuses)}; ` +
          `${multipartSent} multipart: ${summary(multipartStatuses)}`,
      );
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(RUNS);
      // Each kind of caller and the multipart bodies had their share (the generator did not starve one).
      for (const kind of ['anonymous', 'member', 'owner', 'admin', 'super_admin'])
        expect(byCaller.get(kind) ?? 0).toBeGreaterThan(RUNS / 20);
      expect(multipartSent).toBeGreaterThan(RUNS / 100);
    },
  );
});
