import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incubatorApplications } from '../../db/schema/index';
import { signUpAs, type SignedIn } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/harness';
import { pdfBytes, svgText } from '../../test/upload-fixtures';
import { buildForm, submit, validValues } from './test-support';

let t: TestContext;
let id: string;
let admin: SignedIn;
const logo = Buffer.from(svgText());
const paper = pdfBytes();

beforeAll(async () => {
  t = await createTestContext({ env: { SUBMISSION_RATE_LIMIT: '1000' } });
  const res = await submit(
    t,
    buildForm(validValues(), {
      companyLogo: { name: 'logo.svg', bytes: logo, type: 'image/svg+xml' },
      whitepaper: { name: 'Our "paper".pdf', bytes: paper, type: 'application/pdf' },
    }),
  );
  id = ((await res.json()) as { id: string }).id;
  admin = await signUpAs(t, { role: 'admin' });
});
afterAll(() => t.close());

const url = (kind: string, appId = id) => `/api/admin/applications/${appId}/files/${kind}`;

describe('GET /api/admin/applications/:id/files/:kind', () => {
  it('is refused to visitors and to non-admin users', async () => {
    expect((await t.request(url('logo'))).status).toBe(401);
    const user = await signUpAs(t, { role: 'user' });
    expect((await t.request(url('logo'), { headers: user.headers })).status).toBe(403);
  });

  it('serves the file to an admin as a sandboxed attachment', async () => {
    const res = await t.request(url('whitepaper'), { headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Our_paper.pdf"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), paper)).toBe(0);
  });

  it('serves an SVG logo only as a sandboxed download', async () => {
    const res = await t.request(url('logo'), { headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe(logo.toString());
  });

  it('answers 404 for a file the application does not have, or an unknown application', async () => {
    expect((await t.request(url('documents'), { headers: admin.headers })).status).toBe(404);
    expect(
      (await t.request(url('logo', '00000000-0000-4000-8000-000000000000'), { headers: admin.headers }))
        .status,
    ).toBe(404);
  });

  it('names a bad id or kind', async () => {
    const badKind = await t.request(url('passwd'), { headers: admin.headers });
    expect(badKind.status).toBe(400);
    expect(((await badKind.json()) as { error: { fields: object } }).error.fields).toHaveProperty('kind');
    const badId = await t.request(url('logo', '..%2F..%2Fetc'), { headers: admin.headers });
    expect(badId.status).toBe(400);
  });

  it('keeps only these API paths in the row, never a public URL', async () => {
    const [row] = await t.db.select().from(incubatorApplications).where(eq(incubatorApplications.id, id));
    expect(row).toMatchObject({ logoUrl: url('logo'), whitepaperUrl: url('whitepaper'), documentsUrl: null });
  });
});
