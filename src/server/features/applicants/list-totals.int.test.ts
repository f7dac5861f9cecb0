import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPLICATION_TOTAL_CAP } from '~/shared/schemas/applicant-filters';
import type { ApplicationList } from '~/shared/schemas/applicants';
import { signUpAs, type SignedIn } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestContext();
  admin = await signUpAs(t, { role: 'admin' });
  // The cap's worth of defi applications and ten nft ones, all named 'Bulk n', some sharing a
  // creation time (the id tiebreak orders those).
  await t.db.execute(sql`
    insert into incubator_applications
      (name, contact_name, contact_email, company_type, industry, status, created_at, updated_at)
    select 'Bulk ' || i, 'Founder ' || i, 'bulk' || i || '@totals.example', 'startup',
      case when i <= ${APPLICATION_TOTAL_CAP} then 'defi' else 'nft' end,
      (array['submitted','under_review'])[1 + i % 2],
      timestamptz '2025-01-01' + (i / 3) * interval '1 hour', now()
    from generate_series(1, ${APPLICATION_TOTAL_CAP + 10}) as i`);
});
afterAll(() => t.close());

async function list(query: string): Promise<ApplicationList> {
  const res = await t.request(`/api/admin/applications?${query}`, { headers: admin.headers });
  expect(res.status).toBe(200);
  return res.json();
}

const ids = (body: ApplicationList) => body.items.map((a) => a.id);

it('a search matching more than the cap says so instead of counting every match', async () => {
  const body = await list('search=bulk&pageSize=100');
  expect(body).toMatchObject({ total: APPLICATION_TOTAL_CAP, totalCapped: true, pageCount: null });
  expect(body.items).toHaveLength(100);
  expect(body.nextCursor).not.toBeNull();
});

it('up to the cap a filtered total is exact, and status totals are exact beyond it', async () => {
  expect(await list('industry=defi&pageSize=100')).toMatchObject({
    total: APPLICATION_TOTAL_CAP,
    totalCapped: false,
    pageCount: APPLICATION_TOTAL_CAP / 100,
  });
  expect(await list('industry=nft')).toMatchObject({ total: 10, totalCapped: false, pageCount: 1 });
  expect(await list('pageSize=100')).toMatchObject({
    total: APPLICATION_TOTAL_CAP + 10,
    totalCapped: false,
    pageCount: Math.ceil((APPLICATION_TOTAL_CAP + 10) / 100),
  });
});

it.each([
  ['newest first', 'sort=createdAt&dir=desc'],
  ['by name', 'sort=name&dir=asc'],
])(
  'past the cap, Next by cursor and pages by number give the same rows to the last (%s)',
  async (_, sort) => {
    const query = `search=bulk&${sort}&pageSize=100`;
    const byNumber: string[][] = [];
    for (let page = 1; ; page++) {
      const body = await list(`${query}&page=${page}`);
      if (!body.items.length) break;
      expect(body.totalCapped).toBe(true);
      byNumber.push(ids(body));
    }
    expect(byNumber.flat()).toHaveLength(APPLICATION_TOTAL_CAP + 10);
    expect(new Set(byNumber.flat()).size).toBe(APPLICATION_TOTAL_CAP + 10);
    let body = await list(query);
    const forward = [ids(body)];
    while (body.nextCursor) {
      body = await list(`${query}&page=${body.page + 1}&cursor=${body.nextCursor}`);
      forward.push(ids(body));
    }
    expect(forward).toEqual(byNumber);
    // The last page knows it is the last: its extra row was not there.
    expect(body.items).toHaveLength(10);
    const backward = [ids(body)];
    while (body.prevCursor) {
      body = await list(`${query}&page=${body.page - 1}&cursor=${body.prevCursor}`);
      expect(body.nextCursor).not.toBeNull();
      backward.unshift(ids(body));
    }
    expect(backward).toEqual(byNumber);
  },
);

it('a page that exactly fills the list offers no next page, capped or not', async () => {
  const last = await list('industry=defi&pageSize=100&page=10');
  expect(last.items).toHaveLength(100);
  expect(last.nextCursor).toBeNull();
  const before = await list('industry=defi&pageSize=100&page=9');
  const byCursor = await list(`industry=defi&pageSize=100&page=10&cursor=${before.nextCursor}`);
  expect(ids(byCursor)).toEqual(ids(last));
  expect(byCursor.nextCursor).toBeNull();
});
