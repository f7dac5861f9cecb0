import { describe, expect, it } from 'vitest';
import { withAdminContext } from '../test/admin-context';
import { buildForm, validFiles, validValues } from '../test/application-form';
import { createProductRow } from '../test/contract-factories';
import { createProject } from '../test/factories';
import type { TestContext } from '../test/harness';

/**
 * Dates outside 2000-01-01..2100-12-31 and money with fractions of a cent are refused with a 400
 * naming the field, on every route that takes them, instead of being stored (or rounded to 0).
 */

let t: TestContext;
const { send } = withAdminContext((ctx) => (t = ctx.t));

async function refused(res: Response, field: string, message: string) {
  expect(res.status).toBe(400);
  expect((await res.json()).error.fields).toMatchObject({ [field]: message });
}

describe('calendar dates stay within 2000-01-01..2100-12-31', () => {
  it.each(['1900-01-01', '1999-12-31', '2101-01-01', '9999-01-01'])(
    'refuses a programme start of %s, on create and on update',
    async (day) => {
      const message = 'Programme start must be between 2000-01-01 and 2100-12-31';
      await refused(
        await send('/api/admin/projects', 'POST', { name: 'Far Off', onboardingDate: day }),
        'onboardingDate',
        message,
      );
      const project = await createProject(t.db);
      await refused(
        await send(`/api/projects/${project.id}`, 'PATCH', { onboardingDate: day }),
        'onboardingDate',
        message,
      );
    },
  );

  it('accepts the first and last days of the range', async () => {
    for (const day of ['2000-01-01', '2100-12-31']) {
      const res = await send('/api/admin/projects', 'POST', { name: `Edge ${day}`, onboardingDate: day });
      expect(res.status).toBe(201);
      expect((await res.json()).onboardingDate).toBe(day);
    }
  });

  it('refuses revenue target, launch and distribution dates outside the range', async () => {
    const project = await createProject(t.db);
    await refused(
      await send('/api/revenue-targets', 'POST', {
        projectId: project.id,
        targetAmount: 10,
        targetDate: '9999-01-01',
      }),
      'targetDate',
      'Target date must be between 2000-01-01 and 2100-12-31',
    );
    const product = await createProductRow(t.db);
    await refused(
      await send('/api/launch-schedules', 'POST', { productId: product.id, plannedLaunchDate: '1900-01-01' }),
      'plannedLaunchDate',
      'Planned launch date must be between 2000-01-01 and 2100-12-31',
    );
    await refused(
      await send('/api/profit-distributions', 'POST', {
        projectId: project.id,
        amount: '5',
        tokenSymbol: 'AVAX',
        distributedAt: '1900-01-01T00:00:00Z',
      }),
      'distributedAt',
      'Distributed at must be between 2000-01-01 and 2100-12-31',
    );
  });
});

describe('money has at most 2 decimal places', () => {
  it('refuses capital raised of 0.001 instead of storing 0, and keeps cents', async () => {
    await refused(
      await send('/api/admin/projects', 'POST', { name: 'Tiny', capitalRaised: 0.001 }),
      'capitalRaised',
      'Capital raised can have at most 2 decimal places',
    );
    const project = await createProject(t.db);
    await refused(
      await send(`/api/projects/${project.id}`, 'PATCH', { totalCapitalTarget: 1000.005 }),
      'totalCapitalTarget',
      'Capital target can have at most 2 decimal places',
    );
    const ok = await send(`/api/projects/${project.id}`, 'PATCH', { capitalRaised: 1234.56 });
    expect(ok.status).toBe(200);
    expect((await ok.json()).capitalRaised).toBe(1234.56);
  });

  it('refuses a revenue target amount with fractions of a cent', async () => {
    const project = await createProject(t.db);
    await refused(
      await send('/api/revenue-targets', 'POST', {
        projectId: project.id,
        targetAmount: '10.005',
        targetDate: '2027-01-01',
      }),
      'targetAmount',
      'Target amount can have at most 2 decimal places',
    );
  });

  it('refuses application funding with fractions of a cent', async () => {
    const res = await t.request('/api/applications', {
      method: 'POST',
      body: buildForm(validValues({ currentFunding: '$1,200.001' }), validFiles()),
    });
    await refused(res, 'currentFunding', 'Current funding can have at most 2 decimal places');
  });
});
