import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { incubatorApplications } from '../../db/schema/index';
import { signUpAs } from '../../test/auth';
import type { TestContext } from '../../test/harness';
import { docxBytes, pdfBytes, pngBytes } from '../../test/upload-fixtures';
import {
  applicationCount,
  buildForm,
  refuseApplicationInserts,
  submit,
  validValues,
  s3TestFile,
} from './test-support';

/** The whole submit route with STORAGE_DRIVER=s3 against a real S3 protocol server. */
const files = s3TestFile();

const bucketKeys = (ctx: TestContext, prefix = 'applications/') =>
  Promise.all([ctx.deps.storage!.list(prefix), ctx.deps.storage!.list('staging/')]);

describe('applications on S3', () => {
  it('streams large files into the bucket, moves them into place and serves them to admins', async () => {
    const t = await files.context({ env: { ...(await files.newBucket()), SUBMISSION_RATE_LIMIT: '1000' } });
    expect(t.deps.storage!.driver).toBe('s3');
    const paper = pdfBytes({ padTo: Math.floor(4.5 * 1024 * 1024) });
    const documents = docxBytes({ padTo: 9 * 1024 * 1024 });
    const logoBytes = pngBytes({ width: 2, height: 2 });
    const res = await submit(
      t,
      buildForm(validValues(), {
        companyLogo: { name: 'logo.png', bytes: logoBytes, type: 'image/png' },
        companyDocuments: { name: 'deck.docx', bytes: documents },
        whitepaper: { name: 'paper.pdf', bytes: paper, type: 'application/pdf' },
      }),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [placed, staged] = await bucketKeys(t);
    expect(placed).toEqual([
      `applications/${id}/documents_deck.docx`,
      `applications/${id}/logo_logo.png`,
      `applications/${id}/whitepaper_paper.pdf`,
    ]);
    expect(staged).toEqual([]);

    const admin = await signUpAs(t, { role: 'admin' });
    const download = await t.request(`/api/admin/applications/${id}/files/documents`, {
      headers: admin.headers,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="deck.docx"');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(Buffer.from(await download.arrayBuffer()).equals(documents)).toBe(true);

    // The public project logo is copied within the bucket and keeps its sandbox headers.
    await t.db
      .update(incubatorApplications)
      .set({ status: 'approved' })
      .where(eq(incubatorApplications.id, id));
    const created = await t.request(`/api/admin/applications/${id}/project`, {
      method: 'POST',
      headers: admin.headers,
    });
    expect(created.status).toBe(201);
    const { project } = (await created.json()) as { project: { id: string; logoUrl: string } };
    // A project made from an application starts unpublished; its logo is public once published.
    const published = await t.request(`/api/projects/${project.id}`, {
      method: 'PATCH',
      headers: admin.headers,
      json: { isActive: true },
    });
    expect(published.status).toBe(200);
    const logo = await t.request(project.logoUrl);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(logo.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await logo.arrayBuffer()).equals(logoBytes)).toBe(true);

    const superAdmin = await signUpAs(t, { role: 'super_admin' });
    const removed = await t.request(`/api/admin/applications/${id}`, {
      method: 'DELETE',
      headers: superAdmin.headers,
    });
    expect(removed.status).toBe(200);
    expect(await t.deps.storage!.list('applications/')).toEqual([]);
  }, 60_000);

  it('leaves no object behind when the type is wrong or the database refuses the row', async () => {
    const t = await files.context({ env: { ...(await files.newBucket()), SUBMISSION_RATE_LIMIT: '1000' } });
    const notAPdf = await submit(
      t,
      buildForm(validValues(), {
        whitepaper: { name: 'paper.pdf', bytes: Buffer.alloc(6 * 1024 * 1024, 0x41) },
      }),
    );
    expect(notAPdf.status).toBe(400);
    expect(((await notAPdf.json()) as { error: { fields: object } }).error.fields).toEqual({
      whitepaper: 'File must be PDF, DOC, DOCX, PPT, or PPTX',
    });

    await refuseApplicationInserts(t);
    const refused = await submit(
      t,
      buildForm(validValues(), {
        whitepaper: { name: 'paper.pdf', bytes: pdfBytes(), type: 'application/pdf' },
      }),
    );
    expect(refused.status).toBe(503);
    expect(await applicationCount(t)).toBe(0);
    expect(await bucketKeys(t)).toEqual([[], []]);
  }, 60_000);
});
