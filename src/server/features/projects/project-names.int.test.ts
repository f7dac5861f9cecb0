import { describe, expect, it } from 'vitest';
import type { ManagedProject } from '~/shared/schemas/projects';
import { incubatedProjects } from '../../db/schema/index';
import { createApplication, createProject } from '../../test/factories';
import { withAdminContext } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';

let t: TestContext;
const { send, get } = withAdminContext((ctx) => (t = ctx.t));

const taken = { name: 'A project named “Glacier Swap” already exists' };

// Two cards of one name on the public portfolio, and no telling them apart in the admin list.
describe('project names', () => {
  it('a new project may not take a name already in use, whatever its case and spacing', async () => {
    await createProject(t.db, { name: 'Glacier Swap' });
    const before = await t.db.$count(incubatedProjects);
    const res = await send('/api/admin/projects', 'POST', { name: '  glacier   SWAP ', isActive: false });
    expect(res.status).toBe(409);
    expect((await res.json()).error.fields).toEqual(taken);
    expect(await t.db.$count(incubatedProjects)).toBe(before);
  });

  it('a rename may not take another project’s name, but may keep its own or change its case', async () => {
    const other = await createProject(t.db, { name: 'Summit Lend' });
    const res = await send(`/api/projects/${other.id}`, 'PATCH', { name: 'Glacier Swap', tags: ['defi'] });
    expect(res.status).toBe(409);
    expect((await res.json()).error.fields).toEqual(taken);
    expect(await get<ManagedProject>(`/api/projects/${other.id}/profile`)).toMatchObject({
      name: 'Summit Lend',
      tags: [],
    });
    const recased = await send(`/api/projects/${other.id}`, 'PATCH', { name: 'SUMMIT LEND' });
    expect(recased.status).toBe(200);
  });

  it('an approved application whose name is in use makes no second project', async () => {
    const app = await createApplication(t.db, { status: 'approved', name: 'Glacier Swap' });
    const before = await t.db.$count(incubatedProjects);
    const res = await send(`/api/admin/applications/${app.id}/project`, 'POST', {});
    expect(res.status).toBe(409);
    expect((await res.json()).error.fields).toEqual(taken);
    expect(await t.db.$count(incubatedProjects)).toBe(before);
    const renamed = await send(`/api/admin/applications/${app.id}/project`, 'POST', {
      name: 'Glacier Swap II',
    });
    expect(renamed.status).toBe(201);
  });
});
