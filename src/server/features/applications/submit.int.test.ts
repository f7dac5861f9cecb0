import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { incubatorApplications } from '../../db/schema/index';
import { signUpAs } from '../../test/auth';
import type { TestContext } from '../../test/harness';
import {
  applicationCount,
  auditRows,
  buildForm,
  storedFiles,
  submit,
  validFiles,
  validValues,
  withSubmissionContext,
} from './test-support';

let t: TestContext;
withSubmissionContext((ctx) => (t = ctx));

const rowOf = async (id: string) =>
  (await t.db.select().from(incubatorApplications).where(eq(incubatorApplications.id, id)))[0]!;

describe('POST /api/applications', () => {
  it('stores a complete application with three files, cleaned, in one go', async () => {
    const values = validValues();
    const files = validFiles();
    const res = await submit(t, buildForm(values, files), { 'x-forwarded-for': '203.0.113.10' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; status: string };
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 'submitted' });

    const row = await rowOf(body.id);
    const filePath = (kind: string) => `/api/admin/applications/${body.id}/files/${kind}`;
    expect(row).toMatchObject({
      name: 'Acme Chain Labs',
      contactName: 'Ada Founder',
      contactEmail: values.contactEmail!.toLowerCase(),
      companyType: 'startup',
      industry: 'defi',
      status: 'submitted',
      userAgent: 'vitest-agent/1.0',
      submissionIp: null,
      projectStage: 'development',
      description:
        'A settlement layer for small merchants on Avalanche, with instant payouts.\n\nSecond paragraph.',
      websiteUrl: 'https://acme.example.com',
      linkedinUrl: 'https://linkedin.com/company/acme',
      problemStatement: values.problemStatement,
      solution: values.solution,
      targetMarket: values.targetMarket,
      businessModel: values.businessModel,
      technologyStack: 'Solidity, TypeScript',
      developmentStage: 'mvp',
      teamSize: 7,
      teamExperience: values.teamExperience,
      keyPersonnel: values.keyPersonnel,
      currentFunding: 1200,
      totalCapitalTarget: 50000.5,
      expectedLaunchDate: values.expectedLaunchDate,
      socialLinks: {
        github: 'https://github.com/acme',
        website: 'https://acme.example.com',
        linkedin: 'https://linkedin.com/company/acme',
      },
      logoUrl: filePath('logo'),
      documentsUrl: filePath('documents'),
      whitepaperUrl: filePath('whitepaper'),
      userId: null,
      idempotencyKey: expect.any(String),
    });
    expect(row.createdAt).toBeInstanceOf(Date);
    // Collected by the form, not stored by the spec: no column carries them.
    expect(JSON.stringify(row)).not.toContain('Audits and hiring');
    expect(JSON.stringify(row)).not.toContain('555 0100');

    const prefix = `applications/${body.id}/`;
    expect(storedFiles(t)).toEqual([
      `${prefix}documents_incorporation.docx`,
      `${prefix}logo_Acme_Logo.png`,
      `${prefix}whitepaper_White_Paper.pdf`,
    ]);
    const onDisk = readFileSync(path.join(t.config.uploadsDir, prefix, 'whitepaper_White_Paper.pdf'));
    expect(Buffer.compare(onDisk, Buffer.from(files.whitepaper!.bytes))).toBe(0);

    const audit = (await auditRows(t)).filter((a) => a.applicationId === body.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      submissionIp: '203.0.113.10',
      userAgent: 'vitest-agent/1.0',
      securityFlags: { event_type: 'accepted' },
    });
  });

  it('accepts the minimum: required fields only, no files', async () => {
    const required = validValues();
    const values = Object.fromEntries(
      [
        'projectName',
        'companyType',
        'industry',
        'contactName',
        'contactEmail',
        'description',
        'problemStatement',
        'solution',
        'targetMarket',
        'businessModel',
      ].map((k) => [k, required[k]!]),
    );
    const res = await submit(t, buildForm(values));
    expect(res.status).toBe(201);
    const row = await rowOf(((await res.json()) as { id: string }).id);
    expect(row).toMatchObject({
      websiteUrl: null,
      socialLinks: null,
      teamSize: null,
      currentFunding: null,
      totalCapitalTarget: null,
      expectedLaunchDate: null,
      logoUrl: null,
      documentsUrl: null,
      whitepaperUrl: null,
      projectStage: null,
    });
  });

  it('records the signed-in submitter', async () => {
    const user = await signUpAs(t, { role: 'user' });
    const res = await submit(t, buildForm(validValues()), user.headers);
    expect(res.status).toBe(201);
    const row = await rowOf(((await res.json()) as { id: string }).id);
    expect(row.userId).toBe(user.user.id);
  });

  it('refuses a second application with the same contact e-mail, whatever its case', async () => {
    const email = `dup-${randomUUID().slice(0, 8)}@example.com`;
    expect((await submit(t, buildForm(validValues({ contactEmail: email })))).status).toBe(201);
    const before = await applicationCount(t);
    const files = storedFiles(t);
    const res = await submit(t, buildForm(validValues({ contactEmail: email.toUpperCase() }), validFiles()));
    expect(res.status).toBe(409);
    const body = (await res.json()) as {
      error: { code: string; message: string; fields: Record<string, string> };
    };
    expect(body.error.code).toBe('DUPLICATE_ERROR');
    expect(body.error.message).toBe('DUPLICATE_ERROR: An application with this email already exists.');
    expect(body.error.fields).toHaveProperty('contactEmail');
    expect(await applicationCount(t)).toBe(before);
    expect(storedFiles(t)).toEqual(files);
    const last = (await auditRows(t)).at(-1)!;
    expect(last.securityFlags.event_type).toBe('duplicate');
  });

  it('stores a submission once when its idempotency key is sent twice', async () => {
    const key = randomUUID();
    const values = validValues();
    const first = await submit(t, buildForm(values, validFiles()), { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    const before = { rows: await applicationCount(t), files: storedFiles(t) };

    const again = await submit(t, buildForm(values, validFiles()), { 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id, status: 'submitted' });
    expect(await applicationCount(t)).toBe(before.rows);
    expect(storedFiles(t)).toEqual(before.files);
  });

  it('stores once when the same key arrives concurrently', async () => {
    const key = randomUUID();
    const values = validValues();
    const before = await applicationCount(t);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => submit(t, buildForm(values, validFiles()), { 'idempotency-key': key })),
    );
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as Array<{ id: string }>;
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(await applicationCount(t)).toBe(before + 1);
    const id = bodies[0]!.id;
    expect(storedFiles(t).filter((f) => f.startsWith(`applications/${id}/`))).toHaveLength(3);
    // Only the winner's files exist for this submission: every stored folder belongs to a row.
    const folders = new Set(storedFiles(t).map((f) => f.split('/')[1]));
    const ids = new Set(
      (await t.db.select({ id: incubatorApplications.id }).from(incubatorApplications)).map((r) => r.id),
    );
    for (const folder of folders) expect(ids.has(folder!)).toBe(true);
  });

  it('takes the idempotency key from a form field too', async () => {
    const key = randomUUID();
    const values = validValues({ idempotencyKey: key });
    const first = await submit(t, buildForm(values), { 'idempotency-key': '' });
    const again = await submit(t, buildForm(values), { 'idempotency-key': '' });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(((await again.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
  });

  it('refuses a malformed idempotency key naming it', async () => {
    const res = await submit(t, buildForm(validValues()), { 'idempotency-key': 'short' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: object } }).error.fields).toHaveProperty(
      'idempotencyKey',
    );
  });
});
