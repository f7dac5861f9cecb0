import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApplicationList } from '~/shared/applicants';
import { signUpAs, type SignedIn } from '../../test/auth';
import { createApplication } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestContext();
  admin = await signUpAs(t, { role: 'admin' });
  // Two share a creation time, so the id tiebreak decides their order.
  const same = new Date('2025-03-01T00:00:00Z');
  for (let i = 0; i < 9; i++) {
    await createApplication(t.db, {
      name: `Paged ${String.fromCharCode(65 + ((i * 5) % 9))}`,
      createdAt: i < 2 ? same : new Date(Date.UTC(2025, 0, 1 + i)),
    });
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
