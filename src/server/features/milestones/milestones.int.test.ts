import { describe, expect, it } from 'vitest';
import type { Milestone } from '~/shared/schemas/milestones';
import { createProject } from '../../test/factories';
import { withAdminContext } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';

let t: TestContext;
const { send, get } = withAdminContext((ctx) => (t = ctx.t));

const milestonesOf = async (projectId: string) =>
  (await get<{ milestones: Milestone[] }>(`/api/projects/${projectId}/milestones`)).milestones;

describe('milestone due days', () => {
  it('take a number or the form’s text', async () => {
    const project = await createProject(t.db);
    for (const dueDay of [30, '45']) {
      const res = await send(`/api/projects/${project.id}/milestones`, 'POST', { title: 'Audit', dueDay });
      expect(res.status).toBe(201);
    }
    expect((await milestonesOf(project.id)).map((m) => m.dueDay)).toEqual([30, 45]);
  });

  // They were coerced: true became day 1 and [7] day 7.
  it.each([true, [7], { day: 7 }])('refuse %j naming dueDay, and store nothing', async (dueDay) => {
    const project = await createProject(t.db);
    const res = await send(`/api/projects/${project.id}/milestones`, 'POST', { title: 'Audit', dueDay });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ dueDay: 'Due day must be a number' });
    expect(await milestonesOf(project.id)).toEqual([]);
  });

  it('refuse a wrong type on edit, leaving the milestone as it was', async () => {
    const project = await createProject(t.db);
    const created = (await (
      await send(`/api/projects/${project.id}/milestones`, 'POST', { title: 'Audit', dueDay: 30 })
    ).json()) as Milestone;
    const res = await send(`/api/projects/${project.id}/milestones/${created.id}`, 'PATCH', {
      dueDay: true,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ dueDay: 'Due day must be a number' });
    expect(await milestonesOf(project.id)).toEqual([created]);
  });
});
