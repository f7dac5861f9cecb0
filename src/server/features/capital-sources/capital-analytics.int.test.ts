import { describe, expect, it } from 'vitest';
import type { CapitalAnalytics } from '~/shared/schemas/capital-sources';
import { projectCapitalSourceHistory } from '../../db/schema/index';
import { signUpAs } from '../../test/auth';
import { withAdminContext } from '../../test/admin-context';
import { createCapitalSource, createProject } from '../../test/factories';
import type { TestContext } from '../../test/harness';
import { getCapitalAnalytics } from './capital-analytics';

let t: TestContext;
const { get } = withAdminContext((ctx) => (t = ctx.t));
const DAY = 86_400_000;

describe('GET /api/admin/analytics/capital', () => {
  it('sums raised per project and per source type, week by week from the history rows', async () => {
    const now = new Date('2026-11-18T12:00:00Z'); // a Wednesday
    const a = await createProject(t.db, { name: 'Alpha', capitalRaised: 1500, totalCapitalTarget: 3000 });
    const b = await createProject(t.db, { name: 'Beta', capitalRaised: 400, isActive: false });
    await createProject(t.db, { name: 'Gamma' }); // no capital figure: not listed
    const nft = await createCapitalSource(t.db, {
      projectId: a.id,
      sourceType: 'vip_nft',
      totalRaised: 1500,
      usdConversion: 'usd',
      totalRaisedUsd: 1500,
      syncStatus: 'completed',
      lastSyncedAt: new Date(now.getTime() - DAY),
    });
    const sale = await createCapitalSource(t.db, {
      projectId: b.id,
      sourceType: 'token_sale',
      totalRaised: 2,
      usdConversion: 'fixed',
      usdRate: 200,
      totalRaisedUsd: 400,
      syncStatus: 'completed',
      lastSyncedAt: new Date(now.getTime() - 2 * DAY),
    });
    // Read once, failing since: its last good figure still counts.
    await createCapitalSource(t.db, {
      projectId: b.id,
      sourceType: 'other',
      totalRaised: 50,
      usdConversion: 'usd',
      totalRaisedUsd: 50,
      syncStatus: 'failed',
      lastError: 'RPC down',
      lastSyncedAt: new Date(now.getTime() - 3 * DAY),
    });
    await t.db.insert(projectCapitalSourceHistory).values([
      // Before the 12-week window: carried into its first week.
      { sourceId: nft.id, amount: 100, usd: 100, at: new Date(now.getTime() - 100 * DAY) },
      { sourceId: nft.id, amount: 900, usd: 900, at: new Date(now.getTime() - 14 * DAY) },
      { sourceId: nft.id, amount: 1500, usd: 1500, at: new Date(now.getTime() - DAY) },
      { sourceId: sale.id, amount: 1, usd: 200, at: new Date(now.getTime() - 8 * DAY) },
      { sourceId: sale.id, amount: 2, usd: 400, at: new Date(now.getTime() - 2 * DAY) },
    ]);

    const data = await getCapitalAnalytics({ db: t.db, now });
    expect(data.byProject.filter((p) => [a.id, b.id].includes(p.id))).toEqual([
      { id: a.id, name: 'Alpha', raised: 1500, target: 3000, published: true },
      { id: b.id, name: 'Beta', raised: 400, target: null, published: false },
    ]);
    // The public site's part leaves the unpublished Beta out.
    const sum = (list: typeof data.byProject) => list.reduce((s, p) => s + p.raised, 0);
    expect(data.totalRaised).toBe(sum(data.byProject));
    expect(data.publicRaised).toBe(sum(data.byProject.filter((p) => p.published)));
    expect(data.totalRaised - data.publicRaised).toBeGreaterThanOrEqual(400);
    expect(data.byProject.some((p) => p.name === 'Gamma')).toBe(false);
    expect(data.byType).toEqual([
      { type: 'vip_nft', raised: 1500, sources: 1 },
      { type: 'token_sale', raised: 400, sources: 1 },
      { type: 'other', raised: 50, sources: 1 },
    ]);
    expect(data.weekly).toHaveLength(12);
    expect(data.weekly[0]).toEqual({ week: '2026-08-31', vip_nft: 100, token_sale: 0, other: 0 });
    expect(data.weekly.slice(-3)).toEqual([
      { week: '2026-11-02', vip_nft: 900, token_sale: 0, other: 0 },
      { week: '2026-11-09', vip_nft: 900, token_sale: 200, other: 0 },
      { week: '2026-11-16', vip_nft: 1500, token_sale: 400, other: 0 },
    ]);
    expect(data.syncHealth).toMatchObject({ completed: 2, failed: 1 });
    expect(data.lastSyncedAt).toEqual(new Date(now.getTime() - DAY));

    // Through the route, as the admin sees it.
    const served = await get<CapitalAnalytics>('/api/admin/analytics/capital');
    expect(served.byProject.find((p) => p.id === a.id)).toEqual({
      id: a.id,
      name: 'Alpha',
      raised: 1500,
      target: 3000,
      published: true,
    });
    expect(served.weekly).toHaveLength(12);
    expect(served.lastSyncedAt).toBe(new Date(now.getTime() - DAY).toISOString());
  });

  // Uses the sources and readings of the test above.
  it('follows a date range in the weekly series only; the standings stay as of now', async () => {
    const now = new Date('2026-11-18T12:00:00Z');
    const whole = await getCapitalAnalytics({ db: t.db, now });
    // The sale's 200 was read on 2026-11-10, a day after the range: the week holds what it had by the 9th.
    const ranged = await getCapitalAnalytics({
      db: t.db,
      now,
      query: { from: '2026-11-02', to: '2026-11-09' },
    });
    expect(ranged.range).toEqual({ from: '2026-11-02', to: '2026-11-09' });
    expect(ranged.weekly).toEqual([
      { week: '2026-11-02', vip_nft: 900, token_sale: 0, other: 0 },
      { week: '2026-11-09', vip_nft: 900, token_sale: 0, other: 0 },
    ]);
    expect(ranged.byProject).toEqual(whole.byProject);
    expect(ranged.totalRaised).toBe(whole.totalRaised);
    expect(ranged.byType).toEqual(whole.byType);

    const week = await getCapitalAnalytics({ db: t.db, now, query: { range: '7d' } });
    expect(week.weekly.map((w) => w.week)).toEqual(['2026-11-09', '2026-11-16']);
    // All time: from the week of the first reading (100 days back, a Monday) to this week.
    const all = await getCapitalAnalytics({ db: t.db, now, query: { range: 'all' } });
    expect(all.weekly[0]).toEqual({ week: '2026-08-10', vip_nft: 100, token_sale: 0, other: 0 });
    expect(all.weekly).toHaveLength(15);
    expect(whole.range).toEqual({ from: null, to: null });
  });

  it('is for admins only', async () => {
    expect((await t.request('/api/admin/analytics/capital')).status).toBe(401);
    const user = await signUpAs(t);
    expect((await t.request('/api/admin/analytics/capital', { headers: user.headers })).status).toBe(403);
  });
});
