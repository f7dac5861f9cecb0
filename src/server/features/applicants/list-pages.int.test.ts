import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationList } from '~/shared/schemas/applicants';
import { signUpAs, type SignedIn } from '../../test/auth';
import { createApplication } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { applicationReads } from '../../db/schema/index';

let t: TestContext;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestContext();
  admin = await signUpAs(t, { role: 'admin' });
  // Two share a creation time, so the id tiebreak decides their order.
  const same = new Date('2025-03-01T00:00:00Z');
  for (let i = 0; i < 9; i++) {
    const app = await createApplication(t.db, {
      name: `Paged ${String.fromCharCode(65 + ((i * 5) % 9))}`,
      industry: i % 3 === 0 ? 'nft' : 'defi',
      status: i % 2 ? 'submitted' : 'under_review',
      createdAt: i < 2 ? same : new Date(Date.UTC(2025, 0, 1 + i)),
    });
    if (i % 4 === 1)
      await t.db.insert(applicationReads).values({ applicationId: app.id, userId: admin.user.id });
  }
});
afterAll(() => t.close());

async function list(query: string): Promise<ApplicationList> {
  const res = await t.request(`/api/admin/applications?${query}`, { headers: admin.headers });
  expect(res.status).toBe(200);
  return res.json();
}

it.each([
  ['newest first', 'sort=createdAt&dir=desc'],
  ['oldest first', 'sort=createdAt&dir=asc'],
  ['by name', 'sort=name&dir=asc'],
  ['by name, descending', 'sort=name&dir=desc'],
])(
  'every page, near or far from the start, holds the rows of the full list in order (%s)',
  async (_, sort) => {
    const all = (await list(`${sort}&pageSize=100`)).items.map((a) => a.id);
    expect(all).toHaveLength(9);
    const paged: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const body = await list(`${sort}&pageSize=2&page=${page}`);
      expect(body.total).toBe(9);
      expect(body.pageCount).toBe(5);
      paged.push(...body.items.map((a) => a.id));
    }
    expect(paged).toEqual(all);
    expect((await list(`${sort}&pageSize=2&page=6`)).items).toEqual([]);
  },
);

it('counts a new application in the total of the next page asked for', async () => {
  const before = await list('pageSize=2&page=3');
  await createApplication(t.db, { name: 'Paged Late' });
  const after = await list('pageSize=2&page=3');
  expect(after.total).toBe(before.total + 1);
});

describe('keyset pages (cursor)', () => {
  // Filters with and without counters behind their totals, sorts on every kind of column.
  it.each([
    ['newest first', 'sort=createdAt&dir=desc'],
    ['oldest first', 'sort=createdAt&dir=asc'],
    ['by name', 'sort=name&dir=asc'],
    ['by name, descending', 'sort=name&dir=desc'],
    ['by last update', 'sort=updatedAt&dir=desc'],
    ['one industry, by status', 'industry=defi&sort=status&dir=asc'],
    ['unread, newest first', 'read=unread&sort=createdAt&dir=desc'],
  ])('walking next then back gives the rows page numbers give (%s)', async (_, sort) => {
    const byNumber: string[][] = [];
    for (let page = 1; ; page++) {
      const ids = (await list(`${sort}&pageSize=2&page=${page}`)).items.map((a) => a.id);
      if (!ids.length) break;
      byNumber.push(ids);
    }
    expect(byNumber.length).toBeGreaterThan(2);
    let body = await list(`${sort}&pageSize=2&page=1`);
    expect(body.prevCursor).toBeNull();
    const forward = [body.items.map((a) => a.id)];
    while (body.nextCursor) {
      body = await list(`${sort}&pageSize=2&page=${body.page + 1}&cursor=${body.nextCursor}`);
      forward.push(body.items.map((a) => a.id));
    }
    expect(forward).toEqual(byNumber);
    expect(body.page).toBe(byNumber.length);
    const backward = [body.items.map((a) => a.id)];
    while (body.prevCursor) {
      body = await list(`${sort}&pageSize=2&page=${body.page - 1}&cursor=${body.prevCursor}`);
      backward.unshift(body.items.map((a) => a.id));
    }
    expect(backward).toEqual(byNumber);
    expect(body.page).toBe(1);
  });

  it('refuses a cursor that is not one, or belongs to another sort, naming the field', async () => {
    const { nextCursor } = await list('sort=name&dir=asc&pageSize=2');
    for (const query of [
      `sort=createdAt&dir=desc&page=2&cursor=${nextCursor}`,
      'page=2&cursor=bm90LWEtY3Vyc29y',
      `page=2&cursor=${Buffer.from(JSON.stringify(['after', 'createdAt', 'desc', '2025-13-99', 'x'])).toString('base64url')}`,
      'page=2&cursor=has%20spaces',
    ]) {
      const res = await t.request(`/api/admin/applications?${query}`, { headers: admin.headers });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toHaveProperty('cursor');
    }
  });
});
