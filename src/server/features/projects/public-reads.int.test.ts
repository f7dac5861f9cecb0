import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProjectList } from '~/shared/schemas/public-projects';
import { createApp } from '../../app';
import { createAppDeps } from '../../deps';
import { openDatabase, rowsOf, type Database } from '../../db/client';
import { incubatedProjects, incubatorApplications } from '../../db/schema/index';
import { signUpAs } from '../../test/auth';
import { createApplication, createProject } from '../../test/factories';
import { adminUrl } from '../../test/global-setup';
import { testDriver } from '../../test/database';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  // The cache starts keeping answers once its LISTEN is in place.
  await vi.waitFor(async () => {
    await t.request('/api/projects');
    expect(t.deps.publicCache!.computations).toBeGreaterThan(0);
  });
});
afterAll(() => t.close());

/** Counts the queries reaching the real driver (PGlite's or the pg pool's query method). */
function countQueries(database: Database) {
  const client = (database.db as unknown as { session: { client: { query: () => unknown } } }).session.client;
  const spy = vi.spyOn(client, 'query');
  return { count: () => spy.mock.calls.length, restore: () => spy.mockRestore() };
}

const publicReads = [
  '/api/projects',
  '/api/projects?limit=3',
  '/api/stats/public',
  '/api/stats/transparency',
];

describe('public reads from memory', () => {
  it('leaves the database untouched by repeated reads', async () => {
    await createProject(t.db, { name: 'Warm' });
    const queries = countQueries(t.database);
    try {
      for (const path of publicReads) expect((await t.request(path)).status).toBe(200);
      const afterFirst = queries.count();
      expect(afterFirst).toBeGreaterThan(0);
      for (let i = 0; i < 20; i++) {
        for (const path of publicReads) expect((await t.request(path)).status).toBe(200);
      }
      expect(queries.count()).toBe(afterFirst);
    } finally {
      queries.restore();
    }
  });

  it('answers 304 to a matching If-None-Match and sends gzip or brotli on request', async () => {
    for (const path of publicReads) {
      const plain = await t.request(path);
      const etag = plain.headers.get('etag')!;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
      const text = await plain.text();

      const notModified = await t.request(path, { headers: { 'if-none-match': etag } });
      expect(notModified.status).toBe(304);
      expect(await notModified.text()).toBe('');

      for (const [encoding, decode] of [
        ['gzip', gunzipSync],
        ['br', brotliDecompressSync],
      ] as const) {
        const res = await t.request(path, { headers: { 'accept-encoding': `${encoding}, identity` } });
        expect(res.headers.get('content-encoding')).toBe(encoding);
        expect(res.headers.get('etag')).toBe(etag);
        expect(decode(Buffer.from(await res.arrayBuffer())).toString()).toBe(text);
      }
    }
  });

  it('shows a write to the next read: new, changed and hidden projects, applications', async () => {
    const first = (await (await t.request('/api/projects')).json()) as ProjectList;
    const project = await createProject(t.db, { name: 'Fresh', capitalRaised: 7_000 });
    let list = (await (await t.request('/api/projects')).json()) as ProjectList;
    expect(list.total).toBe(first.total + 1);
    expect(list.projects.map((p) => p.name)).toContain('Fresh');

    await t.db.update(incubatedProjects).set({ name: 'Renamed' }).where(eq(incubatedProjects.id, project.id));
    list = (await (await t.request('/api/projects')).json()) as ProjectList;
    expect(list.projects.map((p) => p.name)).toContain('Renamed');

    const stats = await (await t.request('/api/stats/public')).json();
    const application = await createApplication(t.db, { status: 'submitted' });
    const afterApply = await (await t.request('/api/stats/public')).json();
    expect(afterApply.total_applications).toBe(stats.total_applications + 1);
    await t.db
      .update(incubatorApplications)
      .set({ status: 'approved' })
      .where(eq(incubatorApplications.id, application.id));
    const afterApprove = await (await t.request('/api/stats/transparency')).json();
    expect(afterApprove.totals.approvedApplications).toBeGreaterThanOrEqual(1);

    await t.db.update(incubatedProjects).set({ isActive: false }).where(eq(incubatedProjects.id, project.id));
    list = (await (await t.request('/api/projects')).json()) as ProjectList;
    expect(list.projects.map((p) => p.id)).not.toContain(project.id);
  });

  it('shows a project an admin creates and publishes through the API on the next read', async () => {
    const admin = await signUpAs(t, { role: 'admin' });
    const application = await createApplication(t.db, { name: 'Through The API', status: 'approved' });
    await t.request('/api/projects');
    const created = await t.request(`/api/admin/applications/${application.id}/project`, {
      method: 'POST',
      headers: admin.headers,
      json: {},
    });
    expect(created.status).toBe(201);
    // It starts unpublished: not on the public list until an admin publishes it.
    const hidden = (await (await t.request('/api/projects')).json()) as ProjectList;
    expect(hidden.projects.map((p) => p.name)).not.toContain('Through The API');
    const { project } = (await created.json()) as { project: { id: string } };
    const published = await t.request(`/api/projects/${project.id}`, {
      method: 'PATCH',
      headers: admin.headers,
      json: { isActive: true },
    });
    expect(published.status).toBe(200);
    const list = (await (await t.request('/api/projects')).json()) as ProjectList;
    expect(list.projects.map((p) => p.name)).toContain('Through The API');
  });
});

describe('compression of other JSON', () => {
  it('gzips a large JSON answer when the client accepts it, and not otherwise', async () => {
    const admin = await signUpAs(t, { role: 'admin' });
    for (let i = 0; i < 5; i++) await createApplication(t.db);
    const plain = await t.request('/api/admin/applications', { headers: admin.headers });
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(text.length).toBeGreaterThan(1024);
    const gzipped = await t.request('/api/admin/applications', {
      headers: { ...admin.headers, 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const body = await gzipped.arrayBuffer();
    expect(body.byteLength).toBeLessThan(text.length);
    expect(JSON.parse(gunzipSync(Buffer.from(body)).toString())).toEqual(JSON.parse(text));
  });
});

describe.runIf(testDriver === 'pg')('two instances on one PostgreSQL database', () => {
  it('a write through one instance is seen by the other', async () => {
    const [row] = rowsOf<{ name: string }>(await t.db.execute(sql`select current_database() as name`));
    const second = await openDatabase({ url: adminUrl(row!.name), poolSize: 2 });
    try {
      const other = createApp(createAppDeps({ ...t.deps, database: second }));
      const read = async () => {
        await second.flushNotifications();
        return (await (await other.request('/api/projects')).json()) as ProjectList;
      };
      await vi.waitFor(async () => {
        await read();
        const queries = countQueries(second);
        await read();
        expect(queries.count()).toBe(0);
        queries.restore();
      });
      const before = await read();
      await createProject(t.db, { name: 'Seen Elsewhere' });
      const after = await read();
      expect(after.total).toBe(before.total + 1);
      expect(after.projects.map((p) => p.name)).toContain('Seen Elsewhere');
    } finally {
      await second.close();
    }
  });
});
