import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApplicationCounts, ApplicationList } from '~/shared/schemas/applicants';
import type { SignedIn } from '../../test/auth';
import { createApplication } from '../../test/factories';
import { withSignedIn } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';

let t: TestContext;
let adminA: SignedIn;
let adminB: SignedIn;
let user: SignedIn;

withSignedIn(['admin', 'super_admin', 'user'], (ctx, users) => {
  [t, [adminA, adminB, user]] = [ctx, users];
});

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

async function counts(who: SignedIn): Promise<ApplicationCounts> {
  const res = await t.request('/api/admin/applications/counts', { headers: who.headers });
  expect(res.status).toBe(200);
  return res.json();
}

async function list(who: SignedIn, query = ''): Promise<ApplicationList> {
  const res = await t.request(`/api/admin/applications${query}`, { headers: who.headers });
  expect(res.status).toBe(200);
  return res.json();
}

describe('who may call the review API', () => {
  it.each([
    ['GET', '/api/admin/applications'],
    ['GET', '/api/admin/applications/counts'],
    ['GET', '/api/admin/applications/export.csv'],
    ['GET', '/api/admin/analytics'],
    ['POST', '/api/admin/applications/read'],
  ])('%s %s: 401 signed out, 403 for a plain user', async (method, path) => {
    const json = method === 'POST' ? { status: 'submitted' } : undefined;
    expect((await t.request(path, { method, json })).status).toBe(401);
    expect((await t.request(path, { method, json, headers: user.headers })).status).toBe(403);
  });
});

describe('counts, urgency and read flags', () => {
  it('starts empty and normal', async () => {
    const c = await counts(adminA);
    expect(c.statuses.map((s) => [s.status, s.total_count, s.unread_count, s.latest_application])).toEqual([
      ['submitted', 0, 0, null],
      ['under_review', 0, 0, null],
      ['changes_requested', 0, 0, null],
      ['approved', 0, 0, null],
      ['rejected', 0, 0, null],
    ]);
    expect(c).toMatchObject({ total: 0, unread: 0, urgency: 'normal', conversion_rate: 0, this_month: 0 });
  });

  it('counts per status with the latest unread application, high urgency from 5 unread', async () => {
    await createApplication(t.db, { name: 'Old One', createdAt: hoursAgo(3) });
    const newest = await createApplication(t.db, {
      name: 'Newest',
      contactName: 'Nia',
      createdAt: hoursAgo(1),
    });
    await createApplication(t.db, { status: 'under_review', createdAt: hoursAgo(2) });
    await createApplication(t.db, { status: 'approved', createdAt: hoursAgo(2) });
    await createApplication(t.db, { status: 'rejected', createdAt: hoursAgo(2) });

    const c = await counts(adminA);
    const submitted = c.statuses.find((s) => s.status === 'submitted')!;
    expect(submitted).toMatchObject({ total_count: 2, unread_count: 2 });
    expect(submitted.latest_application).toEqual({
      id: newest.id,
      name: 'Newest',
      contact_name: 'Nia',
      created_at: newest.createdAt.toISOString(),
    });
    expect(c).toMatchObject({
      total: 5,
      unread: 5,
      urgency: 'high',
      conversion_rate: 20,
      this_month: expect.any(Number),
    });
  });

  it('marks read per admin: one admin reading does not change the other admin’s unread', async () => {
    const before = (await list(adminA, '?status=submitted')).items;
    expect(before.every((i) => !i.isRead)).toBe(true);

    const one = await t.request(`/api/admin/applications/${before[0]!.id}/read`, {
      method: 'POST',
      headers: adminA.headers,
    });
    expect(one.status).toBe(200);
    expect((await counts(adminA)).unread).toBe(4);
    expect((await counts(adminB)).unread).toBe(5);

    const batch = await t.request('/api/admin/applications/read', {
      method: 'POST',
      headers: adminA.headers,
      json: { ids: before.map((i) => i.id) },
    });
    expect(await batch.json()).toEqual({ count: 2 });
    const byStatus = await t.request('/api/admin/applications/read', {
      method: 'POST',
      headers: adminA.headers,
      json: { status: 'approved' },
    });
    expect(await byStatus.json()).toEqual({ count: 1 });

    const a = await counts(adminA);
    expect(a.unread).toBe(2);
    expect(a.statuses.find((s) => s.status === 'submitted')).toMatchObject({
      unread_count: 0,
      latest_application: null,
    });
    expect((await counts(adminB)).unread).toBe(5);
    expect((await list(adminA, '?status=submitted')).items.every((i) => i.isRead)).toBe(true);
    expect((await list(adminB, '?status=submitted')).items.every((i) => !i.isRead)).toBe(true);
    expect((await list(adminA, '?read=unread')).total).toBe(2);
  });

  it('is urgent when a status group’s latest unread application is over 24 hours old', async () => {
    // adminA has read everything submitted; an old unread under_review row makes that group stale.
    await t.request('/api/admin/applications/read', {
      method: 'POST',
      headers: adminA.headers,
      json: { status: 'under_review' },
    });
    await t.request('/api/admin/applications/read', {
      method: 'POST',
      headers: adminA.headers,
      json: { status: 'rejected' },
    });
    expect((await counts(adminA)).urgency).toBe('normal');
    const stale = await createApplication(t.db, { status: 'under_review', createdAt: hoursAgo(30) });
    const c = await counts(adminA);
    expect(c.unread).toBe(1);
    expect(c.urgency).toBe('urgent');
    await t.db.execute(
      sql`update incubator_applications set created_at = now() - interval '23 hours' where id = ${stale.id}`,
    );
    expect((await counts(adminA)).urgency).toBe('normal');
  });

  it('refuses a bad mark-read body naming the field, and 404s an unknown id', async () => {
    const bad = await t.request('/api/admin/applications/read', {
      method: 'POST',
      headers: adminA.headers,
      json: { ids: ['not-a-uuid'] },
    });
    expect(bad.status).toBe(400);
    const missing = await t.request('/api/admin/applications/00000000-0000-4000-8000-000000000000/read', {
      method: 'POST',
      headers: adminA.headers,
    });
    expect(missing.status).toBe(404);
  });
});

describe('GET /api/admin/applications', () => {
  it('filters by search over name, contact name and e-mail (wildcards literal), industry and dates', async () => {
    await createApplication(t.db, {
      name: 'Zeta_100% Labs',
      industry: 'nft',
      createdAt: new Date('2025-03-10T12:00:00Z'),
    });
    await createApplication(t.db, {
      name: 'Quiet',
      contactName: 'Zelda Zeta',
      industry: 'nft',
      createdAt: new Date('2025-03-11T23:59:00Z'),
    });
    await createApplication(t.db, {
      name: 'Other',
      contactEmail: 'boss@zeta-mail.example',
      createdAt: new Date('2025-03-12T00:00:00Z'),
    });

    expect((await list(adminA, '?search=zeta')).total).toBe(3);
    expect((await list(adminA, '?search=_100%25')).items.map((i) => i.name)).toEqual(['Zeta_100% Labs']);
    expect((await list(adminA, '?search=zeta&industry=nft')).total).toBe(2);
    const days = await list(adminA, '?search=zeta&from=2025-03-11&to=2025-03-11');
    expect(days.items.map((i) => i.name)).toEqual(['Quiet']);
  });

  it('sorts, paginates with a stable order and reports totals', async () => {
    const byName = await list(adminA, '?sort=name&dir=asc&pageSize=3');
    const names = byName.items.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    const total = byName.total;
    expect(byName.totalCapped).toBe(false);
    const pageCount = Math.ceil(total / 3);
    expect(byName.pageCount).toBe(pageCount);
    const all: string[] = [];
    for (let page = 1; page <= pageCount; page++) {
      all.push(...(await list(adminA, `?sort=createdAt&pageSize=3&page=${page}`)).items.map((i) => i.id));
    }
    expect(new Set(all).size).toBe(total);
  });

  it('refuses bad filters naming the field', async () => {
    for (const [query, field] of [
      ['?status=done', 'status'],
      ['?sort=secret', 'sort'],
      ['?pageSize=1000', 'pageSize'],
      ['?from=2025-02-30', 'from'],
      ['?from=2025-03-02&to=2025-03-01', 'to'],
    ]) {
      const res = await t.request(`/api/admin/applications${query}`, { headers: adminA.headers });
      expect(res.status, query).toBe(400);
      expect((await res.json()).error.fields, query).toHaveProperty(field!);
    }
  });

  it('names the field in every filter refusal, on the list and the export', async () => {
    const statuses = 'submitted, under_review, changes_requested, approved, rejected';
    const sorts = 'createdAt, updatedAt, name, contactName, status, industry';
    const filterCases: Array<[string, Record<string, string>]> = [
      ['?status=done', { status: `Status must be one of ${statuses}` }],
      ['?status=approved&status=rejected', { status: `Status must be one of ${statuses}` }],
      [`?search=${'s'.repeat(101)}`, { search: 'Search must be at most 100 characters' }],
      ['?search=a&search=b', { search: 'Search must be given once, as text' }],
      [`?industry=${'i'.repeat(51)}`, { industry: 'Industry must be at most 50 characters' }],
      ['?industry=a&industry=b', { industry: 'Industry must be given once, as text' }],
      ['?from=2025-01-01&from=2025-01-02', { from: 'From must be a date (YYYY-MM-DD)' }],
      ['?read=maybe', { read: 'Read must be read or unread' }],
      ['?assigned=you', { assigned: 'Assigned must be me' }],
      ['?sort=secret', { sort: `Sort must be one of ${sorts}` }],
      ['?dir=up', { dir: 'Sort direction must be asc or desc' }],
    ];
    for (const path of ['/api/admin/applications', '/api/admin/applications/export.csv']) {
      for (const [query, fields] of filterCases) {
        const res = await t.request(`${path}${query}`, { headers: adminA.headers });
        expect(res.status, path + query).toBe(400);
        expect((await res.json()).error.fields, path + query).toEqual(fields);
      }
    }
    for (const [query, fields] of [
      ['?page=0', { page: 'Page must be at least 1' }],
      ['?page=two', { page: 'Page must be a number' }],
      ['?page=1.5', { page: 'Page must be a whole number' }],
      ['?page=100001', { page: 'Page must be at most 100000' }],
      ['?pageSize=1000', { pageSize: 'Page size must be at most 100' }],
      ['?cursor=not%20a%20cursor', { cursor: 'Cursor is not a valid page cursor' }],
    ] as const) {
      const res = await t.request(`/api/admin/applications${query}`, { headers: adminA.headers });
      expect(res.status, query).toBe(400);
      expect((await res.json()).error.fields, query).toEqual(fields);
    }
  });

  it('refuses filter dates outside 2000-01-01..2100-12-31 or out of order, on the list and the export', async () => {
    for (const path of ['/api/admin/applications', '/api/admin/applications/export.csv']) {
      for (const [query, fields] of [
        ['?from=1900-01-01', { from: 'From must be between 2000-01-01 and 2100-12-31' }],
        ['?to=9999-12-31', { to: 'To must be between 2000-01-01 and 2100-12-31' }],
        ['?from=2025-13-01', { from: 'From must be a date (YYYY-MM-DD)' }],
        ['?from=2025-03-02&to=2025-03-01', { to: 'To must not be before From' }],
      ] as const) {
        const res = await t.request(`${path}${query}`, { headers: adminA.headers });
        expect(res.status, path + query).toBe(400);
        expect((await res.json()).error.fields, path + query).toEqual(fields);
      }
    }
  });
});

describe('GET /api/admin/analytics', () => {
  it('reports the funnel, conversion, 30 zero-filled days and splits from real rows', async () => {
    const res = await t.request('/api/admin/analytics', { headers: adminA.headers });
    expect(res.status).toBe(200);
    const a = await res.json();
    const c = await counts(adminA);
    expect(a.total).toBe(c.total);
    expect(a.byStatus).toEqual(c.statuses.map((s) => ({ status: s.status, count: s.total_count })));
    expect(a.conversionRate).toBe(c.conversion_rate);
    expect(a.funnel[0]).toEqual({ stage: 'submitted', count: c.total });
    expect(a.perDay).toHaveLength(30);
    expect(a.perDay.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    // Rows created in the last 30 days by this file: everything except the 2025 ones.
    expect(a.perDay.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(c.total - 3);
    expect(a.industries.find((i: { value: string }) => i.value === 'nft').count).toBe(2);
    expect(a.companyTypes).toEqual([{ value: 'startup', count: c.total }]);
    expect(a.stages).toEqual([{ value: 'unspecified', count: c.total }]);
  });
});
