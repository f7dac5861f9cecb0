import { desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '~/shared/schemas/applicants';
import type { HeldDecision } from '~/shared/schemas/decisions';
import { defaultDecisionMail } from '~/shared/decision-mail';
import { applicationStatusHistory, incubatorApplications, mailOutbox } from '../../db/schema/index';
import type { SignedIn } from '../../test/auth';
import { createApplication } from '../../test/factories';
import { withSignedIn } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';

let t: TestContext;
let admin: SignedIn;
let superAdmin: SignedIn;

withSignedIn(['admin', 'super_admin'], (ctx, users) => {
  [t, [admin, superAdmin]] = [ctx, users];
});

const setStatus = (id: string, json: Record<string, unknown>) =>
  t.request(`/api/admin/applications/${id}/status`, { method: 'PATCH', headers: admin.headers, json });
const putTemplate = (kind: string, json: unknown, who = superAdmin) =>
  t.request(`/api/admin/decision-mail-templates/${kind}`, { method: 'PUT', headers: who.headers, json });
const mailsTo = (to: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
const detail = async (id: string) =>
  (await (
    await t.request(`/api/admin/applications/${id}`, { headers: admin.headers })
  ).json()) as ApplicationDetail;
const underReview = async (overrides = {}) => {
  const app = await createApplication(t.db, { status: 'under_review', ...overrides });
  return app;
};

describe('decision mail templates', () => {
  it('start as the built-in texts, which render exactly as the mail used to read', async () => {
    const res = await t.request('/api/admin/decision-mail-templates', { headers: admin.headers });
    expect(res.status).toBe(200);
    const { templates } = await res.json();
    expect(templates.map((x: { kind: string }) => x.kind)).toEqual([
      'under_review',
      'reopened',
      'changes_requested',
      'approved',
      'rejected',
    ]);
    expect(templates.every((x: { customised: boolean }) => !x.customised)).toBe(true);

    const app = await createApplication(t.db, { name: 'Kiln Labs', contactName: 'Kim' });
    expect((await setStatus(app.id, { status: 'under_review' })).status).toBe(200);
    const [mail] = await mailsTo(app.contactEmail);
    expect(mail!.subject).toBe('Your application for “Kiln Labs” is under review');
    expect(mail!.text).toBe(
      'Hello Kim,\n\nGood news: our team has started reviewing the application for Kiln Labs.\n\n' +
        'We aim to reach a decision within 5-7 business days and will write to you as soon as we have.\n\n' +
        'The Hatchery team\n',
    );
  });

  it('a saved template fills {applicant}, {project}, {status} and {message}, and can be reset', async () => {
    const saved = await putTemplate('approved', {
      subject: 'Welcome, {project}!',
      heading: 'You are in',
      body: 'Dear {applicant},\n\n{project} is now {status}.\n\n{message}',
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ kind: 'approved', customised: true });

    const app = await underReview({ name: 'Quill {project} Co', contactName: 'Quinn' });
    const res = await setStatus(app.id, { status: 'approved', message: 'Kick-off is on Monday.' });
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(app.contactEmail);
    expect(mail!.subject).toBe('Welcome, “Quill {project} Co”!');
    // A value holding a placeholder's name is not filled again.
    expect(mail!.text).toBe('Dear Quinn,\n\nQuill {project} Co is now Approved.\n\nKick-off is on Monday.\n');
    expect(mail!.html).toContain('Quill {project} Co is now Approved.');

    const reset = await t.request('/api/admin/decision-mail-templates/approved', {
      method: 'DELETE',
      headers: superAdmin.headers,
    });
    expect(await reset.json()).toMatchObject({
      customised: false,
      subject: defaultDecisionMail.approved.subject,
    });
  });

  it('refuses an unknown placeholder with 400 naming the field, and stores nothing', async () => {
    const res = await putTemplate('rejected', {
      subject: 'About {project}',
      heading: 'Hello',
      body: 'Dear {applicant}, your {score} was {grade}.',
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.fields).toEqual({
      body: 'Body has unknown placeholders {score}, {grade}: use {applicant}, {project}, {status}, {message}',
    });
    const { templates } = await (
      await t.request('/api/admin/decision-mail-templates', { headers: admin.headers })
    ).json();
    expect(templates.find((x: { kind: string }) => x.kind === 'rejected').customised).toBe(false);
    const unknownKind = await putTemplate('welcome', { subject: 'a', heading: 'b', body: 'c' });
    expect(unknownKind.status).toBe(400);
    expect((await unknownKind.json()).error.fields).toEqual({
      kind: 'Kind must be one of under_review, reopened, changes_requested, approved, rejected',
    });

    // The same rule for the text an admin edits for one send.
    const app = await underReview();
    const once = await setStatus(app.id, {
      status: 'rejected',
      mailText: { subject: 'Hi {nme}', heading: 'x', body: 'y' },
    });
    expect(once.status).toBe(400);
    expect((await once.json()).error.fields).toHaveProperty('mailText.subject');
    expect((await detail(app.id)).application.status).toBe('under_review');
  });

  it('only super admins edit templates', async () => {
    const res = await putTemplate('approved', defaultDecisionMail.approved, admin);
    expect(res.status).toBe(403);
    const bad = await putTemplate('nope', defaultDecisionMail.approved);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty('kind');
  });
});

describe('one send', () => {
  it('sends the text edited for this send, not the template', async () => {
    const app = await underReview({ name: 'Ember', contactName: 'Eli' });
    const res = await setStatus(app.id, {
      status: 'rejected',
      mailText: {
        subject: 'Ember: our answer',
        heading: 'Our answer',
        body: 'Hi {applicant},\n\nNot this time.',
      },
    });
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(app.contactEmail);
    expect(mail).toMatchObject({ subject: 'Ember: our answer', text: 'Hi Eli,\n\nNot this time.\n' });
  });

  it('changes the status without e-mail when asked', async () => {
    const app = await underReview();
    const res = await setStatus(app.id, { status: 'approved', sendEmail: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'approved', mail: null });
    expect(await mailsTo(app.contactEmail)).toHaveLength(0);
    expect((await detail(app.id)).history.at(-1)).toMatchObject({
      fromStatus: 'under_review',
      toStatus: 'approved',
    });
  });
});

describe('held decisions', () => {
  it('stage approvals and rejections without changing status or mailing, then release them together', async () => {
    const a = await underReview({ name: 'Held A' });
    const b = await underReview({ name: 'Held B' });
    const c = await underReview({ name: 'Held C' });
    expect(
      (await setStatus(a.id, { status: 'approved', hold: true, message: 'Welcome aboard.' })).status,
    ).toBe(202);
    expect((await setStatus(b.id, { status: 'rejected', hold: true })).status).toBe(202);
    expect((await setStatus(c.id, { status: 'approved', hold: true, sendEmail: false })).status).toBe(202);

    const aDetail = await detail(a.id);
    expect(aDetail.application.status).toBe('under_review');
    expect(aDetail.heldDecision).toMatchObject({ toStatus: 'approved', sendEmail: true });
    expect(await mailsTo(a.contactEmail)).toHaveLength(0);
    const { held } = (await (
      await t.request('/api/admin/applications/held', { headers: admin.headers })
    ).json()) as { held: HeldDecision[] };
    expect(held.map((h) => h.name)).toEqual(['Held A', 'Held B', 'Held C']);

    const res = await t.request('/api/admin/applications/held/release', {
      method: 'POST',
      headers: admin.headers,
      json: {},
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.mailQueued).toBe(2);
    expect(body.released).toEqual([
      { id: a.id, status: 'approved' },
      { id: b.id, status: 'rejected' },
      { id: c.id, status: 'approved' },
    ]);
    const rows = await t.db
      .select({ id: incubatorApplications.id, status: incubatorApplications.status })
      .from(incubatorApplications)
      .where(inArray(incubatorApplications.id, [a.id, b.id, c.id]));
    expect(new Map(rows.map((r) => [r.id, r.status]))).toEqual(
      new Map([
        [a.id, 'approved'],
        [b.id, 'rejected'],
        [c.id, 'approved'],
      ]),
    );
    const [aMail] = await mailsTo(a.contactEmail);
    expect(aMail).toMatchObject({
      status: 'pending',
      subject: '“Held A” has been accepted into the Hatchery incubator',
    });
    expect(aMail!.text).toContain('Welcome aboard.');
    expect(await mailsTo(b.contactEmail)).toHaveLength(1);
    expect(await mailsTo(c.contactEmail)).toHaveLength(0);
    const history = await t.db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, b.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([['under_review', 'rejected']]);
    expect((await detail(a.id)).heldDecision).toBeNull();
    const after = await (await t.request('/api/admin/applications/held', { headers: admin.headers })).json();
    expect(after.held).toEqual([]);
  });

  it('releases nothing when one held move is no longer allowed (409 naming it)', async () => {
    const ok = await underReview();
    const moved = await underReview();
    await setStatus(ok.id, { status: 'approved', hold: true });
    await setStatus(moved.id, { status: 'rejected', hold: true });
    // Someone else moves it directly (which drops its held decision), then it is staged again
    // from a status the held move no longer fits once reopened... simulate a stale stage:
    await t.db
      .update(incubatorApplications)
      .set({ status: 'submitted' })
      .where(eq(incubatorApplications.id, moved.id));
    const res = await t.request('/api/admin/applications/held/release', {
      method: 'POST',
      headers: admin.headers,
      json: { ids: [ok.id, moved.id] },
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error.fields).toEqual({ ids: `${moved.id} can no longer move to rejected` });
    expect((await detail(ok.id)).application.status).toBe('under_review');
    expect(await mailsTo(ok.contactEmail)).toHaveLength(0);
    expect((await detail(ok.id)).heldDecision).not.toBeNull();
  });

  it('holds only approvals and rejections; a direct change or a cancel drops the held one', async () => {
    const app = await underReview();
    const bad = await setStatus(app.id, { status: 'changes_requested', hold: true, message: 'x' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ hold: 'Only approvals and rejections can be held' });

    await setStatus(app.id, { status: 'approved', hold: true });
    const cancel = await t.request(`/api/admin/applications/${app.id}/held`, {
      method: 'DELETE',
      headers: admin.headers,
    });
    expect(cancel.status).toBe(204);
    expect((await detail(app.id)).heldDecision).toBeNull();

    await setStatus(app.id, { status: 'approved', hold: true });
    expect((await setStatus(app.id, { status: 'rejected' })).status).toBe(200);
    expect((await detail(app.id)).heldDecision).toBeNull();
  });
});
