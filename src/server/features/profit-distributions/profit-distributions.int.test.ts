import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProfitDistribution } from '~/shared/schemas/profit-distributions';
import { profitSharingDistributions } from '../../db/schema/index';
import { signUpAs, type SignedIn } from '../../test/auth';
import { createProject } from '../../test/factories';
import { withAdminContext } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';

let t: TestContext;
let admin: SignedIn;
const { send, get } = withAdminContext((ctx) => ({ t, admin } = ctx));

describe('profit-sharing distributions (insert only)', () => {
  it('records a distribution with an exact amount and lists it newest first', async () => {
    const project = await createProject(t.db, { name: 'Gamma' });
    const first = await send('/api/profit-distributions', 'POST', {
      projectId: project.id,
      amount: '1234.000000000000000001',
      tokenSymbol: 'USDC',
      txHash: `0x${'AB'.repeat(32)}`,
      chainId: 43114,
      distributedAt: '2026-01-01T00:00:00Z',
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      projectName: 'Gamma',
      amount: '1234.000000000000000001',
      tokenSymbol: 'USDC',
      txHash: `0x${'ab'.repeat(32)}`,
      createdBy: admin.user.id,
    });
    await send('/api/profit-distributions', 'POST', {
      projectId: project.id,
      amount: 12.5,
      tokenSymbol: 'AVAX',
    });
    const list = await get<ProfitDistribution[]>(`/api/profit-distributions?projectId=${project.id}`);
    expect(list.map((d) => d.amount)).toEqual(['12.5', '1234.000000000000000001']);
  });

  it('has no update or delete route, and the database refuses both', async () => {
    const project = await createProject(t.db);
    const row = (await (
      await send('/api/profit-distributions', 'POST', {
        projectId: project.id,
        amount: '1',
        tokenSymbol: 'AVAX',
      })
    ).json()) as ProfitDistribution;
    expect((await send(`/api/profit-distributions/${row.id}`, 'PATCH', { amount: '2' })).status).toBe(404);
    expect((await send(`/api/profit-distributions/${row.id}`, 'DELETE')).status).toBe(404);
    await expect(
      t.db
        .update(profitSharingDistributions)
        .set({ amount: '2' })
        .where(eq(profitSharingDistributions.id, row.id)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(profitSharingDistributions).where(eq(profitSharingDistributions.id, row.id)),
    ).rejects.toThrow();
    const [kept] = await t.db
      .select()
      .from(profitSharingDistributions)
      .where(eq(profitSharingDistributions.id, row.id));
    expect(kept!.amount).toMatch(/^1(\.0+)?$/);
  });

  it.each([
    [{ amount: '0', tokenSymbol: 'AVAX' }, 'amount'],
    [{ amount: '-5', tokenSymbol: 'AVAX' }, 'amount'],
    [{ amount: '1.0000000000000000001', tokenSymbol: 'AVAX' }, 'amount'],
    [{ amount: '5', tokenSymbol: '' }, 'tokenSymbol'],
    [{ amount: '5', tokenSymbol: 'AVAX', txHash: '0x12' }, 'txHash'],
    [{ amount: '5', tokenSymbol: 'AVAX', distributedAt: '2999-01-01T00:00:00Z' }, 'distributedAt'],
    [{ amount: '5', tokenSymbol: 'AVAX', distributedAt: 'yesterday' }, 'distributedAt'],
  ])('refuses %j naming %s', async (body, field) => {
    const project = await createProject(t.db);
    const res = await send('/api/profit-distributions', 'POST', { projectId: project.id, ...body });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty(field);
  });

  it('is for admins only', async () => {
    const user = await signUpAs(t, { role: 'user' });
    expect((await t.request('/api/profit-distributions')).status).toBe(401);
    expect((await t.request('/api/profit-distributions', { headers: user.headers })).status).toBe(403);
    expect((await t.request('/api/revenue-targets', { headers: user.headers })).status).toBe(403);
  });
});
