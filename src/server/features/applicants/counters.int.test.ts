import { inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { applicationStatusValues, type ApplicationStatusValue } from '~/shared/enums';
import { type ApplicationCounts, type ApplicationList } from '~/shared/schemas/applicants';
import { rowsOf } from '../../db/client';
import { incubatorApplications } from '../../db/schema/index';
import type { SignedIn } from '../../test/auth';
import { createApplication } from '../../test/factories';
import { withSignedIn } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';

// The status counts, unread counts and list totals are read from counters the triggers keep
// (decision 0020). After every kind of change, each admin's figures must equal a count made
// the slow way over the rows themselves.

let t: TestContext;
let admin: SignedIn;
let superAdmin: SignedIn;

withSignedIn(['admin', 'super_admin'], (ctx, users) => {
  [t, [admin, superAdmin]] = [ctx, users];
});

/** Per status: applications, and those the admin has not read, counted over the rows. */
async function countedOverRows(who: SignedIn) {
  const result = await t.db.execute(sql`
    select a.status, count(*)::int as total, (count(*) filter (where r.application_id is null))::int as unread
    from incubator_applications a
    left join application_reads r on r.application_id = a.id and r.user_id = ${who.user.id}
    group by a.status`);
  const rows = rowsOf<{ status: ApplicationStatusValue; total: number; unread: number }>(result);
  return applicationStatusValues.map((status) => {
    const row = rows.find((r) => r.status === status);
    return { status, total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
  });
}

async function get<T>(who: SignedIn, path: string): Promise<T> {
  const res = await t.request(path, { headers: who.headers });
  expect(res.status).toBe(200);
  return res.json() as Promise<T>;
}

const total = async (who: SignedIn, query: string) =>
  (await get<ApplicationList>(who, `/api/admin/applications?pageSize=1&${query}`)).total;

/** Every admin's counts and every status/read list total equal the rows' own count. */
async function expectExact() {
  for (const who of [admin, superAdmin]) {
    const truth = await countedOverRows(who);
    const counts = await get<ApplicationCounts>(who, '/api/admin/applications/counts');
    expect(
      counts.statuses.map((s) => ({ status: s.status, total: s.total_count, unread: s.unread_count })),
    ).toEqual(truth);
    const all = truth.reduce((n, s) => n + s.total, 0);
    const unread = truth.reduce((n, s) => n + s.unread, 0);
    expect({ total: counts.total, unread: counts.unread }).toEqual({ total: all, unread });
    expect(await total(who, '')).toBe(all);
    expect(await total(who, 'read=unread')).toBe(unread);
    expect(await total(who, 'read=read')).toBe(all - unread);
    for (const s of truth) {
      expect(await total(who, `status=${s.status}`)).toBe(s.total);
      expect(await total(who, `status=${s.status}&read=unread`)).toBe(s.unread);
    }
  }
}

const setStatus = (who: SignedIn, id: string, status: ApplicationStatusValue) =>
  t.request(`/api/admin/applications/${id}/status`, {
    method: 'PATCH',
    headers: who.headers,
    json: { status },
  });

it('stay exact through create, read, status change and delete', async () => {
  await expectExact();

  // New applications raise every admin's unread; several in one statement count once each.
  const first = await createApplication(t.db, { name: 'Counter One' });
  const second = await createApplication(t.db, { name: 'Counter Two' });
  const batch = await t.db
    .insert(incubatorApplications)
    .values(
      ['approved', 'rejected', 'under_review', 'submitted'].map((status, i) => ({
        name: `Counter Batch ${i}`,
        contactName: 'Ada Founder',
        contactEmail: `counter-batch-${i}@example.com`,
        companyType: 'startup',
        industry: 'nft',
        status: status as ApplicationStatusValue,
      })),
    )
    .returning({ id: incubatorApplications.id });
  await expectExact();

  // One read, the same read again, a batch by ids (with an unknown id), all of a status.
  const read = (who: SignedIn, id: string) =>
    t.request(`/api/admin/applications/${id}/read`, { method: 'POST', headers: who.headers });
  expect((await read(admin, first.id)).status).toBe(200);
  expect((await read(admin, first.id)).status).toBe(200);
  const markIds = await t.request('/api/admin/applications/read', {
    method: 'POST',
    headers: superAdmin.headers,
    json: { ids: [second.id, batch[0]!.id, first.id, '00000000-0000-4000-8000-000000000000'] },
  });
  expect(markIds.status).toBe(200);
  await expectExact();
  const markStatus = await t.request('/api/admin/applications/read', {
    method: 'POST',
    headers: admin.headers,
    json: { status: 'submitted' },
  });
  expect(markStatus.status).toBe(200);
  await expectExact();

  // A read application changing status takes its read state along, for each admin.
  expect((await setStatus(admin, first.id, 'under_review')).status).toBe(200);
  expect((await setStatus(superAdmin, first.id, 'approved')).status).toBe(200);
  expect((await setStatus(admin, second.id, 'under_review')).status).toBe(200);
  await expectExact();
  // Several at once, written outside the app.
  await t.db
    .update(incubatorApplications)
    .set({ status: 'under_review' })
    .where(inArray(incubatorApplications.id, [batch[0]!.id, batch[1]!.id, batch[3]!.id]));
  await expectExact();

  // Deleting a read application and an unread one; then several outside the app.
  for (const id of [first.id, batch[2]!.id]) {
    const res = await t.request(`/api/admin/applications/${id}`, {
      method: 'DELETE',
      headers: superAdmin.headers,
    });
    expect(res.status).toBe(200);
  }
  await expectExact();
  await t.db
    .delete(incubatorApplications)
    .where(inArray(incubatorApplications.id, [second.id, batch[0]!.id]));
  await expectExact();
  const left = await countedOverRows(admin);
  expect(left.reduce((n, s) => n + s.total, 0)).toBe(2);

  // Emptying the table outright empties the counters too.
  await t.db.execute(sql`truncate incubator_applications cascade`);
  await expectExact();
}, 180_000); // some 200 requests: slow on a busy machine, not a timing assertion
