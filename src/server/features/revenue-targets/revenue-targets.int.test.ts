import { describe, expect, it } from 'vitest';
import type { RevenueTarget } from '~/shared/schemas/revenue-targets';
import { createProject } from '../../test/factories';
import { withAdminContext } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';

let t: TestContext;
const { send, get } = withAdminContext((ctx) => (t = ctx.t));

/** A new project's target of 10 due 2027-01-01, as the API made it. */
async function createTarget(): Promise<RevenueTarget> {
  const project = await createProject(t.db);
  const res = await send('/api/revenue-targets', 'POST', {
    projectId: project.id,
    targetAmount: 10,
    targetDate: '2027-01-01',
  });
  return (await res.json()) as RevenueTarget;
}

describe('revenue targets', () => {
  it('creates targets, lists them by target date, and filters by project', async () => {
    const a = await createProject(t.db, { name: 'Alpha' });
    const b = await createProject(t.db, { name: 'Beta' });
    const later = await send('/api/revenue-targets', 'POST', {
      projectId: a.id,
      targetAmount: 250000,
      targetDate: '2027-12-31',
    });
    expect(later.status).toBe(201);
    expect(await later.json()).toMatchObject({
      projectName: 'Alpha',
      targetAmount: 250000,
      status: 'active',
      achievedAt: null,
    });
    await send('/api/revenue-targets', 'POST', {
      projectId: a.id,
      targetAmount: '1000.50',
      targetDate: '2027-01-31',
    });
    await send('/api/revenue-targets', 'POST', {
      projectId: b.id,
      targetAmount: 5,
      targetDate: '2026-06-30',
    });

    const all = await get<RevenueTarget[]>('/api/revenue-targets');
    expect(all.map((r) => r.targetDate)).toEqual(['2026-06-30', '2027-01-31', '2027-12-31']);
    const alpha = await get<RevenueTarget[]>(`/api/revenue-targets?projectId=${a.id}`);
    expect(alpha.map((r) => r.targetAmount)).toEqual([1000.5, 250000]);
  });

  it('goes active -> achieved once, stamping achieved_at', async () => {
    const target = await createTarget();
    const achieved = (await (
      await send(`/api/revenue-targets/${target.id}`, 'PATCH', { status: 'achieved' })
    ).json()) as RevenueTarget;
    expect(achieved.status).toBe('achieved');
    expect(achieved.achievedAt).not.toBeNull();
    expect((await send(`/api/revenue-targets/${target.id}`, 'PATCH', { status: 'active' })).status).toBe(409);
  });

  it.each([
    [{ targetAmount: 0, targetDate: '2027-01-01' }, 'targetAmount'],
    [{ targetAmount: 'lots', targetDate: '2027-01-01' }, 'targetAmount'],
    [{ targetAmount: 10, targetDate: 'tomorrow' }, 'targetDate'],
    // Not numbers: they were coerced (true to 1, [7] to 7) and stored as targets.
    [{ targetAmount: true, targetDate: '2027-01-01' }, 'targetAmount'],
    [{ targetAmount: [7], targetDate: '2027-01-01' }, 'targetAmount'],
    [{ targetAmount: { n: 7 }, targetDate: '2027-01-01' }, 'targetAmount'],
  ])('refuses %j naming %s, and stores nothing', async (body, field) => {
    const project = await createProject(t.db);
    const res = await send('/api/revenue-targets', 'POST', { projectId: project.id, ...body });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty(field);
    expect(await get<RevenueTarget[]>(`/api/revenue-targets?projectId=${project.id}`)).toEqual([]);
  });

  it('refuses an edit that changes nothing, or a wrong type, leaving the target as it was', async () => {
    const target = await createTarget();
    const empty = await send(`/api/revenue-targets/${target.id}`, 'PATCH', {});
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe('_: Nothing to update');
    const wrong = await send(`/api/revenue-targets/${target.id}`, 'PATCH', { targetAmount: true });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toHaveProperty('targetAmount');
    const [after] = await get<RevenueTarget[]>(`/api/revenue-targets?projectId=${target.projectId}`);
    expect(after).toEqual(target);
  });

  it('refuses an unknown project naming projectId', async () => {
    const res = await send('/api/revenue-targets', 'POST', {
      projectId: '00000000-0000-4000-8000-000000000000',
      targetAmount: 10,
      targetDate: '2027-01-01',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty('projectId');
  });

  it('edits the amount and date, and deletes a target (then 404)', async () => {
    const target = await createTarget();
    const edited = await send(`/api/revenue-targets/${target.id}`, 'PATCH', {
      targetAmount: 20,
      targetDate: '2027-02-01',
    });
    expect(await edited.json()).toMatchObject({ targetAmount: 20, targetDate: '2027-02-01' });
    expect((await send(`/api/revenue-targets/${target.id}`, 'DELETE')).status).toBe(204);
    expect(await get<RevenueTarget[]>(`/api/revenue-targets?projectId=${target.projectId}`)).toEqual([]);
    const again = await send(`/api/revenue-targets/${target.id}`, 'DELETE');
    expect(again.status).toBe(404);
  });
});
