import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail, ApplicationList } from '~/shared/schemas/applicants';
import type { ApplicantNeighbours, BulkStatusResult } from '~/shared/schemas/applicant-triage';
import {
  applicationStatusHistory,
  heldDecisions,
  incubatorApplications,
  mailOutbox,
} from '../../db/schema/index';
import type { SignedIn } from '../../test/auth';
import { createApplication } from '../../test/factories';
import { withSignedIn } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';

let t: TestContext;
let admin: SignedIn;
let other: SignedIn;

withSignedIn(['admin', 'admin'], (ctx, users) => {
  [t, [admin, other]] = [ctx, users];
});

const BASE = '/api/admin/applications';
const get = (url: string, who = admin) => t.request(url, { headers: who.headers });

async function neighbours(id: string, query: string, who = admin): Promise<ApplicantNeighbours> {
  const res = await get(`${BASE}/${id}/neighbours?${query}`, who);
  expect(res.status).toBe(200);
  return res.json();
}

async function listIds(query: string): Promise<string[]> {
  const res = await get(`${BASE}?${query}&pageSize=100`);
  expect(res.status).toBe(200);
  return ((await res.json()) as ApplicationList).items.map((a) => a.id);
}

describe('neighbours', () => {
  const prefix = 'Neighbour';
  let ids: string[];

  beforeAll(async () => {
    // Two share a creation time, so the id tiebreak decides between them as in the list.
    const same = new Date('2025-06-01T00:00:00Z');
    const created = [];
    for (let i = 0; i < 7; i++) {
      created.push(
        await createApplication(t.db, {
          name: `${prefix} ${String.fromCharCode(71 - i)}`,
          industry: i % 2 === 0 ? 'defi' : 'gaming',
          status: i < 3 ? 'submitted' : 'under_review',
          createdAt: i < 2 ? same : new Date(Date.UTC(2025, 5, 2 + i)),
        }),
      );
    }
    ids = created.map((a) => a.id);
  });

  it.each([
    ['newest first', `search=${prefix}`],
    ['by name', `search=${prefix}&sort=name&dir=asc`],
    ['by name, descending, gaming only', `search=${prefix}&sort=name&dir=desc&industry=gaming`],
    ['submitted, oldest first', `search=${prefix}&status=submitted&sort=createdAt&dir=asc`],
  ])('walks the list in its own order with its filters (%s)', async (_, query) => {
    const order = await listIds(query);
    expect(order.length).toBeGreaterThan(1);
    for (const [i, id] of order.entries()) {
      expect(await neighbours(id, query)).toEqual({
        previousId: order[i - 1] ?? null,
        nextId: order[i + 1] ?? null,
        position: i + 1,
        total: order.length,
      });
    }
  });

  it('keeps its place under "Unread" once the open application is read', async () => {
    const query = `search=${prefix}&read=unread&sort=name&dir=asc`;
    const order = await listIds(query);
    expect(order).toHaveLength(7);
    const [first, second, third] = order;
    // Opening the second one reads it: it leaves the unread list but next/previous still work around it.
    expect(
      (await t.request(`${BASE}/${second}/read`, { method: 'POST', headers: admin.headers })).status,
    ).toBe(200);
    expect(await neighbours(second!, query)).toEqual({
      previousId: first,
      nextId: third,
      position: null,
      total: 6,
    });
    // Another admin has read nothing: their unread list still holds it.
    expect((await neighbours(second!, query, other)).position).toBe(2);
  });

  it('answers 404 for an unknown application and names a bad filter', async () => {
    expect((await get(`${BASE}/00000000-0000-4000-8000-000000000000/neighbours`)).status).toBe(404);
    const bad = await get(`${BASE}/${ids[0]}/neighbours?sort=secret&read=maybe`);
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.error.fields).toMatchObject({
      sort: expect.any(String),
      read: 'Read must be read or unread',
    });
    expect((await get(`${BASE}/not-an-id/neighbours`)).status).toBe(400);
  });
});

describe('page size', () => {
  it.each([10, 25, 50, 100])('accepts a page size of %i', async (size) => {
    const res = await get(`${BASE}?pageSize=${size}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as ApplicationList).pageSize).toBe(size);
  });

  it.each([
    ['101', 'Page size must be at most 100'],
    ['0', 'Page size must be at least 1'],
    ['ten', 'Page size must be a number'],
  ])('refuses a page size of %s naming the field', async (size, message) => {
    const res = await get(`${BASE}?pageSize=${size}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ pageSize: message });
  });
});

describe('bulk status', () => {
  const bulk = (json: unknown, who = admin) =>
    t.request(`${BASE}/bulk-status`, { method: 'POST', headers: who.headers, json });
  const statuses = async (ids: string[]) =>
    Object.fromEntries(
      (
        await t.db
          .select({ id: incubatorApplications.id, status: incubatorApplications.status })
          .from(incubatorApplications)
          .where(inArray(incubatorApplications.id, ids))
      ).map((r) => [r.id, r.status]),
    );
  const historyOf = (ids: string[]) =>
    t.db.select().from(applicationStatusHistory).where(inArray(applicationStatusHistory.applicationId, ids));
  const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  it('moves every selected application as a single change would: history row, mail, detail', async () => {
    const apps = await Promise.all(
      [1, 2, 3].map((i) => createApplication(t.db, { name: `Bulk ${i}`, status: 'submitted' })),
    );
    const ids = apps.map((a) => a.id);
    const res = await bulk({ ids, status: 'under_review', note: 'first pass' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as BulkStatusResult;
    expect(body.status).toBe('under_review');
    expect(body.changed.map((c) => c.id)).toEqual(ids);
    expect(body.failed).toEqual([]);

    expect(await statuses(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, 'under_review'])));
    const history = await historyOf(ids);
    expect(history).toHaveLength(3);
    for (const h of history) {
      expect(h).toMatchObject({
        fromStatus: 'submitted',
        toStatus: 'under_review',
        note: 'first pass',
        actorId: admin.user.id,
      });
    }
    for (const a of apps) {
      const mails = await mailsTo(a.contactEmail);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain(a.name);
      expect(mails[0]!.subject).toMatch(/is under review$/);
    }
    const detail = (await (await get(`${BASE}/${ids[0]}`)).json()) as ApplicationDetail;
    expect(detail.history[0]).toMatchObject({ toStatus: 'under_review', actor: { email: admin.email } });
  });

  it('follows the mail rules of a single change: without e-mail, or held and released together', async () => {
    const quiet = await createApplication(t.db, { name: 'Bulk quiet', status: 'submitted' });
    const res = await bulk({ ids: [quiet.id], status: 'under_review', sendEmail: false });
    expect(((await res.json()) as BulkStatusResult).changed.map((c) => c.id)).toEqual([quiet.id]);
    expect(await statuses([quiet.id])).toEqual({ [quiet.id]: 'under_review' });
    expect(await mailsTo(quiet.contactEmail)).toEqual([]);

    const apps = await Promise.all(
      [1, 2].map((i) => createApplication(t.db, { name: `Bulk held ${i}`, status: 'under_review' })),
    );
    const ids = apps.map((a) => a.id);
    const held = await bulk({ ids, status: 'approved', hold: true });
    expect(held.status).toBe(200);
    expect((await held.json()) as BulkStatusResult).toMatchObject({
      changed: [],
      held: ids.map((id) => ({ id })),
    });
    // Held: nothing applied, nobody mailed, one staged decision each.
    expect(await statuses(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, 'under_review'])));
    expect(await historyOf(ids)).toEqual([]);
    for (const a of apps) expect(await mailsTo(a.contactEmail)).toEqual([]);
    const staged = await t.db.select().from(heldDecisions).where(inArray(heldDecisions.applicationId, ids));
    expect(staged.map((h) => h.toStatus).sort()).toEqual(['approved', 'approved']);

    const release = await t.request(`${BASE}/held/release`, { method: 'POST', headers: admin.headers });
    expect(release.status).toBe(200);
    expect(await statuses(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, 'approved'])));
    for (const a of apps) expect(await mailsTo(a.contactEmail)).toHaveLength(1);
  });

  it('changes nothing when one transition is not allowed, naming that id', async () => {
    const ok = await createApplication(t.db, { name: 'Bulk ready', status: 'under_review' });
    const stuck = await createApplication(t.db, { name: 'Bulk early', status: 'submitted' });
    const res = await bulk({ ids: [ok.id, stuck.id], status: 'approved' });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.error.fields).toEqual({
      [`ids.${stuck.id}`]: 'Bulk early: from Submitted to Approved is not allowed',
    });
    expect(body.error.message).toMatch(/nothing was changed/);
    expect(await statuses([ok.id, stuck.id])).toEqual({ [ok.id]: 'under_review', [stuck.id]: 'submitted' });
    expect(await historyOf([ok.id, stuck.id])).toEqual([]);
    expect(await mailsTo(ok.contactEmail)).toEqual([]);
  });

  it('changes nothing when an id does not exist', async () => {
    const ok = await createApplication(t.db, { status: 'submitted' });
    const gone = '00000000-0000-4000-8000-000000000000';
    const res = await bulk({ ids: [ok.id, gone], status: 'under_review' });
    expect(res.status).toBe(404);
    expect((await res.json()).error.fields).toEqual({ [`ids.${gone}`]: 'Application not found' });
    expect(await statuses([ok.id])).toEqual({ [ok.id]: 'submitted' });
  });

  it('bounds the selection and names the field', async () => {
    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID());
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ ids: tooMany, status: 'approved' }, { ids: 'At most 100 applications at a time' }],
      [{ ids: [], status: 'approved' }, { ids: 'Select at least one application' }],
      [{ ids: ['x'], status: 'approved' }, { 'ids.0': 'Applications must be application ids' }],
      [
        { ids: [crypto.randomUUID()], status: 'done' },
        { status: 'Status must be one of submitted, under_review, changes_requested, approved, rejected' },
      ],
      [
        { ids: [crypto.randomUUID()], status: 'approved', sendEmail: 'yes', hold: 1 },
        { sendEmail: 'Send e-mail must be true or false', hold: 'Hold must be true or false' },
      ],
      [
        { ids: [crypto.randomUUID()], status: 'changes_requested' },
        { status: 'Changes are requested one application at a time, each with its own message' },
      ],
      [
        { ids: [crypto.randomUUID()], status: 'under_review', hold: true },
        { hold: 'Only approvals and rejections can be held' },
      ],
    ];
    for (const [json, fields] of cases) {
      const res = await bulk(json);
      expect(res.status, JSON.stringify(json).slice(0, 60)).toBe(400);
      expect((await res.json()).error.fields).toMatchObject(fields);
    }
  });
});

describe('mark as unread', () => {
  it('removes only the caller’s read flag', async () => {
    const app = await createApplication(t.db);
    for (const who of [admin, other]) {
      await t.request(`${BASE}/${app.id}/read`, { method: 'POST', headers: who.headers });
    }
    const res = await t.request(`${BASE}/${app.id}/read`, { method: 'DELETE', headers: admin.headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: app.id, isRead: false });
    expect(((await (await get(`${BASE}/${app.id}`)).json()) as ApplicationDetail).isRead).toBe(false);
    expect(((await (await get(`${BASE}/${app.id}`, other)).json()) as ApplicationDetail).isRead).toBe(true);
    const gone = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t.request(`${BASE}/${gone}/read`, { method: 'DELETE', headers: admin.headers })).status,
    ).toBe(404);
  });
});
