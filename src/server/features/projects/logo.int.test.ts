import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedProject, ManagedProjectSummary } from '~/shared/schemas/projects';
import { incubatedProjects, projectCommunications } from '../../db/schema/index';
import { signUpAs, type SignedIn } from '../../test/auth';
import { createCapitalSource, createProject } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { jpegBytes, pngBytes, svgText } from '../../test/upload-fixtures';

let t: TestContext;
let admin: SignedIn;
let owner: SignedIn;
let otherOwner: SignedIn;
let projectId: string;
let otherProjectId: string;

const upload = (id: string, who: SignedIn | null, file: Blob, name: string, field = 'logo') => {
  const form = new FormData();
  form.append(field, file, name);
  return t.request(`/api/projects/${id}/logo`, {
    method: 'POST',
    headers: who?.headers ?? {},
    body: form,
  });
};
const blob = (bytes: Uint8Array | string, type: string) => new Blob([bytes as BlobPart], { type });
const logoKeys = async (id: string) => t.deps.storage.list(`projects/${id}/`);

beforeAll(async () => {
  t = await createTestContext();
  admin = await signUpAs(t, { role: 'admin' });
  owner = await signUpAs(t);
  otherOwner = await signUpAs(t);
  projectId = (await createProject(t.db, { createdBy: owner.user.id, isActive: true })).id;
  otherProjectId = (await createProject(t.db, { createdBy: otherOwner.user.id })).id;
});
afterAll(() => t.close());

describe('project logos', () => {
  it('accepts a PNG from the owner and serves it to everyone at the project’s logo URL', async () => {
    const png = pngBytes({ width: 4, height: 4 });
    const res = await upload(projectId, owner, blob(png, 'image/png'), 'Summit Logo.png');
    expect(res.status).toBe(200);
    const project = (await res.json()) as ManagedProject;
    expect(project.logoUrl).toMatch(new RegExp(`^/api/project-logos/${projectId}\\?v=[a-z0-9]+$`));
    const served = await t.request(project.logoUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(png));
    const [row] = await t.db.select().from(incubatedProjects).where(eq(incubatedProjects.id, projectId));
    expect(row?.logoUrl).toBe(project.logoUrl);
  });

  it('replaces it with a JPG, then an SVG, from an admin, leaving one file', async () => {
    const jpg = await upload(projectId, admin, blob(jpegBytes(), 'image/jpeg'), 'photo.jpg');
    expect(jpg.status).toBe(200);
    const jpgUrl = ((await jpg.json()) as ManagedProject).logoUrl!;
    expect((await t.request(jpgUrl)).headers.get('content-type')).toBe('image/jpeg');
    expect(await logoKeys(projectId)).toHaveLength(1);

    const svg = await upload(projectId, admin, blob(svgText(), 'image/svg+xml'), 'mark.svg');
    expect(svg.status).toBe(200);
    const svgUrl = ((await svg.json()) as ManagedProject).logoUrl!;
    expect(svgUrl).not.toBe(jpgUrl);
    const served = await t.request(svgUrl);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(await served.text()).toBe(svgText());
    const keys = await logoKeys(projectId);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/_mark\.svg$/);
  });

  it('refuses a renamed text file, an empty file, an SVG with script and an empty form, naming the field', async () => {
    const before = await logoKeys(projectId);
    const text = await upload(projectId, owner, blob('just some notes', 'image/png'), 'notes.png');
    expect(text.status).toBe(400);
    expect((await text.json()).error.fields).toEqual({ logo: 'File must be JPG, PNG, SVG, or WebP' });
    const empty = await upload(projectId, owner, blob(new Uint8Array(0), 'image/png'), 'logo.png');
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields).toEqual({
      logo: 'File is empty. Please choose the file again',
    });
    const script = await upload(
      projectId,
      owner,
      blob(svgText('<script>alert(1)</script>'), 'image/svg+xml'),
      'evil.svg',
    );
    expect(script.status).toBe(400);
    expect(Object.keys((await script.json()).error.fields)).toEqual(['logo']);
    const wrongField = await upload(projectId, owner, blob(pngBytes(), 'image/png'), 'a.png', 'avatar');
    expect(wrongField.status).toBe(400);
    expect((await wrongField.json()).error.fields).toEqual({ logo: 'Send the image in the "logo" field' });
    const json = await t.request(`/api/projects/${projectId}/logo`, {
      method: 'POST',
      headers: owner.headers,
      json: {},
    });
    expect(json.status).toBe(415);
    expect(await logoKeys(projectId)).toEqual(before);
    expect(await t.deps.storage.list('staging/')).toEqual([]);
  });

  it('refuses the owner of another project and anonymous callers', async () => {
    const png = blob(pngBytes(), 'image/png');
    expect((await upload(projectId, otherOwner, png, 'x.png')).status).toBe(403);
    expect((await upload(projectId, null, png, 'x.png')).status).toBe(401);
    const del = await t.request(`/api/projects/${projectId}/logo`, {
      method: 'DELETE',
      headers: otherOwner.headers,
    });
    expect(del.status).toBe(403);
    expect(await logoKeys(projectId)).toHaveLength(1);
  });

  it('serves an unpublished project’s logo to the admins only', async () => {
    const res = await upload(otherProjectId, otherOwner, blob(pngBytes(), 'image/png'), 'draft.png');
    const url = ((await res.json()) as ManagedProject).logoUrl!;
    await t.db
      .update(incubatedProjects)
      .set({ isActive: false })
      .where(eq(incubatedProjects.id, otherProjectId));
    expect((await t.request(url)).status).toBe(404);
    expect((await t.request(url, { headers: owner.headers })).status).toBe(404);
    expect((await t.request(url, { headers: otherOwner.headers })).status).toBe(404);
    expect((await t.request(url, { headers: admin.headers })).status).toBe(200);
  });

  it('removes the logo and its file', async () => {
    const res = await t.request(`/api/projects/${projectId}/logo`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ManagedProject).logoUrl).toBeNull();
    expect(await logoKeys(projectId)).toEqual([]);
    expect((await t.request(`/api/project-logos/${projectId}`)).status).toBe(404);
  });
});

describe('the management list’s monitor figures', () => {
  it('gives each project its last activity and the worst sync status of its sources', async () => {
    const quiet = await createProject(t.db, { name: 'Quiet Project' });
    const busy = await createProject(t.db, { name: 'Busy Project', createdBy: owner.user.id });
    const synced = new Date(Date.now() + 60_000);
    await createCapitalSource(t.db, {
      projectId: busy.id,
      syncStatus: 'completed',
      lastSyncedAt: new Date(Date.now() - 3_600_000),
    });
    await createCapitalSource(t.db, { projectId: busy.id, syncStatus: 'failed', lastSyncedAt: synced });
    const messaged = new Date(Date.now() + 120_000);
    await t.db.insert(projectCommunications).values({
      projectId: busy.id,
      senderId: owner.user.id,
      subject: 'Hello',
      messageContent: 'Hi',
      createdAt: messaged,
      updatedAt: messaged,
    });
    const res = await t.request('/api/admin/projects?search=Project', { headers: admin.headers });
    const { projects } = (await res.json()) as { projects: ManagedProjectSummary[] };
    const byName = Object.fromEntries(projects.map((p) => [p.name, p]));
    expect(byName['Busy Project']).toMatchObject({
      lastActivityAt: messaged.toISOString(),
      syncHealth: { status: 'failed', sources: 2, lastSyncedAt: synced.toISOString() },
    });
    expect(byName['Quiet Project']).toMatchObject({
      lastActivityAt: quiet.updatedAt.toISOString(),
      syncHealth: { status: null, sources: 0, lastSyncedAt: null },
    });
  });
});
