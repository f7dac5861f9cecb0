import { describe, expect, it } from 'vitest';
import type { ManagedProject } from '~/shared/schemas/projects';
import { createCapitalSource, createProject } from '../../test/factories';
import { withAdminContext } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';

let t: TestContext;
const { send, get } = withAdminContext((ctx) => (t = ctx.t));

describe("a project's capital raised", () => {
  it('is typed by hand while the project has no capital source', async () => {
    const project = await createProject(t.db, { capitalRaised: 1000 });
    const profile = await get<ManagedProject>(`/api/projects/${project.id}/profile`);
    expect(profile).toMatchObject({ capitalRaised: 1000, capitalSourceCount: 0 });
    const res = await send(`/api/projects/${project.id}`, 'PATCH', { capitalRaised: 2500 });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ManagedProject).capitalRaised).toBe(2500);
  });

  // The next sync would put the sum back: the public card showed the typed figure until then,
  // and a lower typed figure made that sync announce the difference as new capital.
  it('is refused, naming the field and changing nothing, once capital sources sum it', async () => {
    const project = await createProject(t.db, { capitalRaised: 820000, shortDescription: 'Before' });
    await createCapitalSource(t.db, {
      projectId: project.id,
      totalRaised: 820000,
      syncStatus: 'completed',
      lastSyncedAt: new Date(),
    });
    const res = await send(`/api/projects/${project.id}`, 'PATCH', {
      capitalRaised: 0,
      shortDescription: 'After',
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({
      capitalRaised: 'Capital raised is the sum of the capital sources; change them on the Capital tab',
    });
    const profile = await get<ManagedProject>(`/api/projects/${project.id}/profile`);
    expect(profile).toMatchObject({
      capitalRaised: 820000,
      shortDescription: 'Before',
      capitalSourceCount: 1,
    });
    // The rest of the profile still saves.
    const other = await send(`/api/projects/${project.id}`, 'PATCH', { shortDescription: 'After' });
    expect(other.status).toBe(200);
  });
});
