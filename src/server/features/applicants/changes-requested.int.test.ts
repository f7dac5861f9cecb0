import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApplicationCounts, ApplicationDetail } from '~/shared/schemas/applicants';
import { changeLinkMessages } from '~/shared/change-request';
import { applicationChangeRequests, applicationReads, incubatorApplications } from '../../db/schema/index';
import type { SignedIn } from '../../test/auth';
import { lastMailTo, linkIn } from '../../test/mail';
import { withSignedIn } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';
import { readSse } from '../../test/sse';
import { buildForm, storedFiles, validFiles, validValues } from '../../test/application-form';
import { pngBytes } from '../../test/upload-fixtures';

let t: TestContext;
let admin: SignedIn;

withSignedIn(
  ['admin'],
  (ctx, users) => {
    [t, [admin]] = [ctx, users];
  },
  { SUBMISSION_RATE_LIMIT: '1000' },
);

const setStatus = (id: string, json: Record<string, unknown>) =>
  t.request(`/api/admin/applications/${id}/status`, { method: 'PATCH', headers: admin.headers, json });
const detail = async (id: string) =>
  (await (
    await t.request(`/api/admin/applications/${id}`, { headers: admin.headers })
  ).json()) as ApplicationDetail;

/** A real submission (with files), moved to under_review. */
async function reviewed(name: string) {
  const values = validValues({ projectName: name });
  const res = await t.request('/api/applications', { method: 'POST', body: buildForm(values, validFiles()) });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  expect((await setStatus(id, { status: 'under_review' })).status).toBe(200);
  return { id, email: values.contactEmail!.toLowerCase(), values };
}

/** Requests changes and returns the token from the mailed link. */
async function requestChanges(app: { id: string; email: string }, message = 'Please add your audit plan.') {
  const res = await setStatus(app.id, { status: 'changes_requested', message });
  expect(res.status).toBe(200);
  const mail = await lastMailTo(t.db, app.email);
  const link = linkIn(mail!.text, '/apply/changes/');
  return { mail: mail!, link, token: link.split('/apply/changes/')[1]! };
}

const openForm = (token: string) => t.request(`/api/applications/changes/${token}`);
const resubmit = (token: string, form: FormData, headers: Record<string, string> = {}) =>
  t.request(`/api/applications/changes/${token}`, { method: 'POST', body: form, headers });

describe('requesting changes', () => {
  it('needs a message, and is reachable only from under_review', async () => {
    const app = await reviewed('Needs Message');
    const res = await setStatus(app.id, { status: 'changes_requested' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({
      message: 'Message to the applicant is required when requesting changes',
    });
    const long = await setStatus(app.id, { status: 'changes_requested', message: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields).toHaveProperty('message');

    await setStatus(app.id, { status: 'approved' });
    const fromApproved = await setStatus(app.id, { status: 'changes_requested', message: 'more' });
    expect(fromApproved.status).toBe(409);
  });

  it('mails the message and a 14-day link; counts and labels it like the other statuses', async () => {
    const app = await reviewed('Mailed Link');
    const { mail, link } = await requestChanges(app, 'Add the audit plan and a team page.');
    expect(mail.subject).toBe('Please update your application for “Mailed Link”');
    expect(mail.text).toContain('Add the audit plan and a team page.');
    expect(link).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/apply/changes/[A-Za-z0-9_-]{43}$`));
    expect(mail.html).toContain(link);

    const d = await detail(app.id);
    expect(d.application.status).toBe('changes_requested');
    expect(d.allowedTransitions).toEqual(['under_review']);
    expect(d.changeRequest).toMatchObject({ message: 'Add the audit plan and a team page.', usedAt: null });
    const days =
      (Date.parse(d.changeRequest!.expiresAt) - Date.parse(d.changeRequest!.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(14, 3);

    const counts = (await (
      await t.request('/api/admin/applications/counts', { headers: admin.headers })
    ).json()) as ApplicationCounts;
    expect(counts.statuses.find((s) => s.status === 'changes_requested')).toMatchObject({ total_count: 1 });
    const list = await (
      await t.request('/api/admin/applications?status=changes_requested', { headers: admin.headers })
    ).json();
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([app.id]);
    const csv = await (
      await t.request('/api/admin/applications/export.csv?status=changes_requested', {
        headers: admin.headers,
      })
    ).text();
    expect(csv).toContain('changes_requested');
    const stats = await (await t.request('/api/stats/public')).json();
    expect(stats.pending_applications).toBeGreaterThanOrEqual(1);
  });
});

describe('the applicant link', () => {
  it('opens the form with their answers; resubmitting puts it back under review, live, with history', async () => {
    const app = await reviewed('Resubmit Labs');
    const { token } = await requestChanges(app);
    const form = await openForm(token);
    expect(form.status).toBe(200);
    const body = await form.json();
    expect(body).toMatchObject({
      message: 'Please add your audit plan.',
      projectName: 'Resubmit Labs',
      files: { companyLogo: true, whitepaper: true, companyDocuments: true },
    });
    expect(body.values).toMatchObject({
      projectName: 'Resubmit Labs',
      contactEmail: app.email,
      teamSize: '7',
    });
    // An admin has read it before; the resubmission makes it new again for every admin.
    await t.request(`/api/admin/applications/${app.id}/read`, { method: 'POST', headers: admin.headers });

    const sseRes = await t.request('/api/events', { headers: admin.headers });
    const sse = readSse(sseRes);
    await sse.next((e) => e.event === 'ready');
    try {
      const edited = {
        ...body.values,
        solution: 'Stablecoin payouts, now with an audit plan.',
        contactEmail: 'someone-else@example.com',
      };
      const newLogo = { name: 'new-logo.png', bytes: pngBytes({ width: 3, height: 3 }), type: 'image/png' };
      const res = await resubmit(token, buildForm(edited, { companyLogo: newLogo }));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ id: app.id, status: 'under_review' });
      const event = await sse.next(
        (e) =>
          e.event === 'message' &&
          JSON.parse(e.data).type === 'status_changed' &&
          JSON.parse(e.data).id === app.id,
      );
      expect(JSON.parse(event.data).topic).toBe('applications');
    } finally {
      await sse.close();
    }
    const d = await detail(app.id);
    expect(d.application.status).toBe('under_review');
    expect(d.application.solution).toBe('Stablecoin payouts, now with an audit plan.');
    // The e-mail stays the one the link was sent to.
    expect(d.application.contactEmail).toBe(app.email);
    expect(d.isRead).toBe(false);
    expect(d.history.at(-1)).toMatchObject({
      fromStatus: 'changes_requested',
      toStatus: 'under_review',
      actor: null,
      note: 'Changes submitted by the applicant',
    });
    const files = storedFiles(t).filter((f) => f.startsWith(`applications/${app.id}/`));
    expect(files).toEqual([
      `applications/${app.id}/documents_incorporation.docx`,
      `applications/${app.id}/logo_new-logo.png`,
      `applications/${app.id}/whitepaper_White_Paper.pdf`,
    ]);
    const reads = await t.db
      .select()
      .from(applicationReads)
      .where(eq(applicationReads.applicationId, app.id));
    expect(reads).toEqual([]);
  });

  it('works once: a used link answers 410 with a plain message, on read and on submit', async () => {
    const app = await reviewed('Once Only');
    const { token } = await requestChanges(app);
    const values = (await (await openForm(token)).json()).values;
    expect((await resubmit(token, buildForm(values))).status).toBe(200);
    const again = await openForm(token);
    expect(again.status).toBe(410);
    expect((await again.json()).error.message).toBe(changeLinkMessages.used);
    const twice = await resubmit(token, buildForm(values));
    expect(twice.status).toBe(410);
  });

  it('expires', async () => {
    const app = await reviewed('Expiring');
    const { token } = await requestChanges(app);
    await t.db
      .update(applicationChangeRequests)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(applicationChangeRequests.applicationId, app.id));
    const res = await openForm(token);
    expect(res.status).toBe(410);
    expect((await res.json()).error.message).toBe(changeLinkMessages.expired);
    const values = validValues({ projectName: 'Expiring' });
    expect((await resubmit(token, buildForm(values))).status).toBe(410);
    expect((await detail(app.id)).application.status).toBe('changes_requested');
  });

  it('never reaches another application: a token names one, ids in the body are ignored, guesses are 404', async () => {
    const a = await reviewed('Owner A');
    const b = await reviewed('Other B');
    const { token } = await requestChanges(a);
    await requestChanges(b);
    const valuesA = (await (await openForm(token)).json()).values;
    expect(valuesA.projectName).toBe('Owner A');

    const form = buildForm({ ...valuesA, projectName: 'Hijacked' });
    form.append('id', b.id);
    form.append('applicationId', b.id);
    expect((await resubmit(`${token}`, form)).status).toBe(200);
    expect((await detail(b.id)).application).toMatchObject({ name: 'Other B', status: 'changes_requested' });
    expect((await detail(a.id)).application.name).toBe('Hijacked');

    // One character off the real token (a token ending in 'A' made the old guess the token itself).
    const oneOff = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const guess of [b.id, 'x'.repeat(43), oneOff]) {
      const res = await openForm(guess);
      expect(res.status, guess).toBe(404);
      expect((await res.json()).error.message).toBe(changeLinkMessages.not_found);
    }
    const [row] = await t.db
      .select({ hash: applicationChangeRequests.tokenHash })
      .from(applicationChangeRequests)
      .where(eq(applicationChangeRequests.applicationId, a.id));
    // Only the hash is stored; the hash is not a working link.
    expect(row!.hash).not.toContain(token);
    expect((await openForm(row!.hash)).status).toBe(404);
  });

  it('a newer request replaces the older link; a withdrawn request closes it', async () => {
    const app = await reviewed('Twice Asked');
    const first = await requestChanges(app, 'First ask');
    await setStatus(app.id, { status: 'under_review' });
    expect((await openForm(first.token)).status).toBe(409);
    const second = await requestChanges(app, 'Second ask');
    expect((await openForm(first.token)).status).toBe(404);
    expect((await (await openForm(second.token)).json()).message).toBe('Second ask');
  });

  it('checks the edit like intake: field messages, files by their bytes, and nothing changes on refusal', async () => {
    const app = await reviewed('Strict Checks');
    const { token } = await requestChanges(app);
    const values = (await (await openForm(token)).json()).values;
    const fake = {
      name: 'logo.png',
      bytes: new TextEncoder().encode('<html>not a png</html>'),
      type: 'image/png',
    };
    const res = await resubmit(token, buildForm({ ...values, projectName: '' }, { companyLogo: fake }));
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(Object.keys(error.fields).sort()).toEqual(['companyLogo', 'projectName']);
    expect((await detail(app.id)).application).toMatchObject({
      name: 'Strict Checks',
      status: 'changes_requested',
    });
    expect(storedFiles(t).some((f) => f.startsWith('staging/'))).toBe(false);

    const foreign = await resubmit(token, buildForm(values), { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const [still] = await t.db
      .select({ status: incubatorApplications.status })
      .from(incubatorApplications)
      .where(eq(incubatorApplications.id, app.id));
    expect(still!.status).toBe('changes_requested');
  });
});
