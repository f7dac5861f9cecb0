import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '~/shared/schemas/applicants';
import type { ApplicationStatusValue } from '~/shared/enums';
import { rowsOf } from '../../db/client';
import { incubatedProjects, mailOutbox } from '../../db/schema/index';
import type { SignedIn } from '../../test/auth';
import { createApplication } from '../../test/factories';
import { lastMailTo } from '../../test/mail';
import { withSignedIn } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';

let t: TestContext;
let admin: SignedIn;
let superAdmin: SignedIn;
let user: SignedIn;

withSignedIn([{ role: 'admin', name: 'Ada Admin' }, 'super_admin', 'user'], (ctx, users) => {
  [t, [admin, superAdmin, user]] = [ctx, users];
});

const setStatus = (id: string, status: string, who = admin, note?: string) =>
  t.request(`/api/admin/applications/${id}/status`, {
    method: 'PATCH',
    headers: who.headers,
    json: { status, note },
  });

async function detail(id: string, who = admin): Promise<ApplicationDetail> {
  const res = await t.request(`/api/admin/applications/${id}`, { headers: who.headers });
  expect(res.status).toBe(200);
  return res.json();
}

const mailsTo = (to: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));

describe('status changes', () => {
  it('walks submitted -> under_review -> approved -> under_review -> rejected with history and mail', async () => {
    const app = await createApplication(t.db, { name: 'Orbit Labs', contactName: 'Olu' });
    const steps: Array<[ApplicationStatusValue, ApplicationStatusValue, RegExp]> = [
      ['submitted', 'under_review', /is under review$/],
      ['under_review', 'approved', /accepted into the Hatchery incubator/],
      ['approved', 'under_review', /under review again/],
      ['under_review', 'rejected', /An update on your application/],
    ];
    for (const [from, to, subject] of steps) {
      const res = await setStatus(app.id, to, admin, `moving to ${to}`);
      expect(res.status, `${from} -> ${to}`).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({ id: app.id, status: to, history: { fromStatus: from, toStatus: to } });
      const [mail] = await mailsTo(app.contactEmail);
      expect(mail!.subject).toMatch(subject);
      expect(mail!.subject).toContain('Orbit Labs');
      expect(mail!.text).toContain('Hello Olu,');
      // The admin's note is internal.
      expect(mail!.text).not.toContain('moving to');
    }
    expect(await mailsTo(app.contactEmail)).toHaveLength(4);

    const d = await detail(app.id);
    expect(d.application.status).toBe('rejected');
    expect(d.history.map((h) => [h.fromStatus, h.toStatus, h.note, h.actor?.email])).toEqual(
      steps.map(([from, to]) => [from, to, `moving to ${to}`, admin.email]),
    );
    expect(d.history[0]!.actor?.name).toBe('Ada Admin');
    expect(d.allowedTransitions).toEqual(['under_review']);
  });

  it.each([
    ['submitted', 'approved'],
    ['submitted', 'rejected'],
    ['submitted', 'submitted'],
    ['under_review', 'submitted'],
    ['approved', 'rejected'],
    ['rejected', 'approved'],
    ['approved', 'submitted'],
  ] as const)('refuses %s -> %s with 409 naming both, writing nothing', async (from, to) => {
    const app = await createApplication(t.db, { status: from });
    const res = await setStatus(app.id, to);
    expect(res.status).toBe(409);
    const { error } = await res.json();
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toContain(`(${from})`);
    expect(error.message).toContain(`(${to})`);
    const d = await detail(app.id);
    expect(d.application.status).toBe(from);
    expect(d.history).toEqual([]);
    expect(await mailsTo(app.contactEmail)).toEqual([]);
  });

  it('validates the body and the id, and is admin only', async () => {
    const app = await createApplication(t.db);
    const bad = await setStatus(app.id, 'done');
    expect(bad.status).toBe(400);
    // Each message names its field, like the rest of the API.
    expect((await bad.json()).error.fields).toEqual({
      status: 'Status must be one of submitted, under_review, changes_requested, approved, rejected',
    });
    const flags = await t.request(`/api/admin/applications/${app.id}/status`, {
      method: 'PATCH',
      headers: admin.headers,
      json: { status: 'approved', sendEmail: 'no', hold: 'yes' },
    });
    expect(flags.status).toBe(400);
    expect((await flags.json()).error.fields).toEqual({
      sendEmail: 'Send e-mail must be true or false',
      hold: 'Hold must be true or false',
    });
    expect((await setStatus('nope', 'under_review')).status).toBe(400);
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'under_review')).status).toBe(404);
    expect((await setStatus(app.id, 'under_review', user)).status).toBe(403);
  });
});

describe('internal notes', () => {
  it('are added and listed by admins only, and appear in the detail', async () => {
    const app = await createApplication(t.db);
    const path = `/api/admin/applications/${app.id}/notes`;
    const created = await t.request(path, {
      method: 'POST',
      headers: admin.headers,
      json: { body: '  Strong team.  ' },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ body: 'Strong team.', author: { email: admin.email } });
    const empty = await t.request(path, { method: 'POST', headers: admin.headers, json: { body: '   ' } });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields).toHaveProperty('body');

    const listed = await (await t.request(path, { headers: superAdmin.headers })).json();
    expect(listed.notes.map((n: { body: string }) => n.body)).toEqual(['Strong team.']);
    expect((await detail(app.id)).notes.map((n) => n.body)).toEqual(['Strong team.']);
    expect((await t.request(path, { headers: user.headers })).status).toBe(403);
    expect((await t.request(path)).status).toBe(401);
  });
});

describe('detail', () => {
  it('returns every stored field, admin-only file links, and the read state of the caller', async () => {
    const app = await createApplication(t.db, {
      description: 'We build things on Avalanche for everyone.',
      currentFunding: 1000,
      totalCapitalTarget: 250000.5,
      teamSize: 4,
      expectedLaunchDate: '2027-01-15',
      socialLinks: { github: 'https://github.com/x' },
      logoUrl: 'set',
      whitepaperUrl: 'set',
    });
    const d = await detail(app.id);
    expect(d.application).toMatchObject({
      id: app.id,
      name: app.name,
      contactEmail: app.contactEmail,
      currentFunding: 1000,
      totalCapitalTarget: 250000.5,
      teamSize: 4,
      expectedLaunchDate: '2027-01-15',
      socialLinks: { github: 'https://github.com/x' },
    });
    expect(d.application).not.toHaveProperty('idempotencyKey');
    expect(d.files).toEqual([
      { kind: 'logo', url: `/api/admin/applications/${app.id}/files/logo` },
      { kind: 'whitepaper', url: `/api/admin/applications/${app.id}/files/whitepaper` },
    ]);
    expect(d.isRead).toBe(false);
    expect((await t.request(`/api/admin/applications/${app.id}`, { headers: user.headers })).status).toBe(
      403,
    );
  });
});

describe('create incubated project', () => {
  it('creates a prefilled project from an approved application once', async () => {
    const app = await createApplication(t.db, {
      status: 'approved',
      name: 'Nova Chain',
      description: 'Nova makes cross-chain payments simple for merchants.',
      industry: 'infrastructure',
      companyType: 'dao',
      websiteUrl: 'https://nova.example',
      linkedinUrl: 'https://linkedin.com/company/nova',
      totalCapitalTarget: 500000,
      currentFunding: 120000,
      projectStage: 'development',
    });
    const logo = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await t.deps.storage!.put(`applications/${app.id}/logo_nova.png`, logo, { contentType: 'image/png' });
    const path = `/api/admin/applications/${app.id}/project`;
    const res = await t.request(path, { method: 'POST', headers: admin.headers, json: { isFeatured: true } });
    expect(res.status).toBe(201);
    const { project } = await res.json();
    expect(project).toMatchObject({
      name: 'Nova Chain',
      description: 'Nova makes cross-chain payments simple for merchants.',
      industry: 'infrastructure',
      companyType: 'dao',
      websiteUrl: 'https://nova.example',
      socialLinks: { linkedin: 'https://linkedin.com/company/nova' },
      totalCapitalTarget: 500000,
      capitalRaised: 120000,
      projectStage: 'development',
      isFeatured: true,
      // Unpublished until an admin checks its card; owned by the founder, never the admin.
      isActive: false,
      createdBy: null,
    });
    const claim = await lastMailTo(t.db, app.contactEmail);
    expect(claim?.subject).toBe('Claim “Nova Chain” on Hatchery');
    expect(claim?.text).toContain('/accept-invitation?token=');
    const [stored] = await t.db.select().from(incubatedProjects).where(eq(incubatedProjects.id, project.id));
    expect(stored?.name).toBe('Nova Chain');
    // The logo is copied to a public, script-safe URL once the project is published; the
    // application's file stays admin-only.
    expect(project.logoUrl).toMatch(new RegExp(`^/api/project-logos/${project.id}\\?v=[a-z0-9]+$`));
    expect(stored?.logoUrl).toBe(project.logoUrl);
    expect((await t.request(project.logoUrl)).status).toBe(404);
    // The admins' management list shows drafts with their logos.
    expect((await t.request(project.logoUrl, { headers: admin.headers })).status).toBe(200);
    await t.db.update(incubatedProjects).set({ isActive: true }).where(eq(incubatedProjects.id, project.id));
    const served = await t.request(project.logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(logo);
    expect((await detail(app.id)).projectId).toBe(project.id);

    const again = await t.request(path, { method: 'POST', headers: admin.headers });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toContain('already created');
  });

  it('leaves the logo empty when the application has none', async () => {
    const app = await createApplication(t.db, { status: 'approved' });
    const res = await t.request(`/api/admin/applications/${app.id}/project`, {
      method: 'POST',
      headers: admin.headers,
    });
    const { project } = await res.json();
    expect(project.logoUrl).toBeNull();
    expect((await t.request(`/api/project-logos/${project.id}`)).status).toBe(404);
  });

  it('refuses an application that is not approved', async () => {
    const app = await createApplication(t.db, { status: 'under_review' });
    const res = await t.request(`/api/admin/applications/${app.id}/project`, {
      method: 'POST',
      headers: admin.headers,
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toContain('approved');
  });

  it('makes the signed-in submitter the project creator', async () => {
    const app = await createApplication(t.db, { status: 'approved', userId: user.user.id });
    const res = await t.request(`/api/admin/applications/${app.id}/project`, {
      method: 'POST',
      headers: admin.headers,
    });
    expect((await res.json()).project.createdBy).toBe(user.user.id);
  });

  it('refuses to make an admin the owner, by submitter or contact e-mail, and creates nothing', async () => {
    const submitted = await createApplication(t.db, { status: 'approved', userId: superAdmin.user.id });
    const byEmail = await createApplication(t.db, { status: 'approved', contactEmail: admin.email });
    for (const [app, email] of [
      [submitted, superAdmin.email],
      [byEmail, admin.email],
    ] as const) {
      const res = await t.request(`/api/admin/applications/${app.id}/project`, {
        method: 'POST',
        headers: admin.headers,
      });
      expect(res.status).toBe(409);
      expect((await res.json()).error.message).toContain(`${email} is an admin`);
      const made = await t.db.select().from(incubatedProjects).where(eq(incubatedProjects.name, app.name));
      expect(made).toEqual([]);
    }
  });
});

describe('DELETE /api/admin/applications/:id', () => {
  it('is for super admins; removes the row, its history, notes, reads and stored files', async () => {
    const storage = t.deps.storage!;
    const app = await createApplication(t.db);
    const prefix = `applications/${app.id}/`;
    await storage.put(`${prefix}logo_acme.png`, new Uint8Array([1, 2, 3]), { contentType: 'image/png' });
    await storage.put(`${prefix}whitepaper_paper.pdf`, new Uint8Array([4]), {
      contentType: 'application/pdf',
    });
    const other = await createApplication(t.db);
    await storage.put(`applications/${other.id}/logo_keep.png`, new Uint8Array([5]), {
      contentType: 'image/png',
    });
    await setStatus(app.id, 'under_review');
    await t.request(`/api/admin/applications/${app.id}/notes`, {
      method: 'POST',
      headers: admin.headers,
      json: { body: 'x' },
    });
    await t.request(`/api/admin/applications/${app.id}/read`, { method: 'POST', headers: admin.headers });

    expect(
      (await t.request(`/api/admin/applications/${app.id}`, { method: 'DELETE', headers: admin.headers }))
        .status,
    ).toBe(403);
    const res = await t.request(`/api/admin/applications/${app.id}`, {
      method: 'DELETE',
      headers: superAdmin.headers,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: app.id, deleted: true, filesRemoved: true });

    expect((await t.request(`/api/admin/applications/${app.id}`, { headers: admin.headers })).status).toBe(
      404,
    );
    expect(await storage.list(prefix)).toEqual([]);
    expect(await storage.list(`applications/${other.id}/`)).toHaveLength(1);
    for (const table of ['application_status_history', 'application_notes', 'application_reads']) {
      const rows = rowsOf<{ n: number }>(
        await t.database.db.execute(
          `select count(*)::int as n from ${table} where application_id = '${app.id}'`,
        ),
      );
      expect(rows[0]!.n, table).toBe(0);
    }
    const again = await t.request(`/api/admin/applications/${app.id}`, {
      method: 'DELETE',
      headers: superAdmin.headers,
    });
    expect(again.status).toBe(404);
  });
});
