import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { createApplication, createCapitalSource, createProject } from '../../test/factories';
import { statsContracts } from '~/shared/contracts/stats';
import type { TransparencyStats } from '~/shared/schemas/stats';

const get = async (t: TestContext): Promise<TransparencyStats> => {
  const res = await t.request('/api/stats/transparency');
  expect(res.status).toBe(200);
  return res.json();
};

describe('on an empty database', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('answers zeros and empty series instead of made-up figures', async () => {
    const stats = await get(t);
    expect(stats.totals).toEqual({
      capitalRaised: 0,
      capitalTarget: 0,
      projectsIncubated: 0,
      featuredProjects: 0,
      totalApplications: 0,
      approvedApplications: 0,
      successRate: 0,
      activeCapitalSources: 0,
    });
    expect(stats.capitalByMonth).toEqual([]);
    expect(stats.projectsByMonth).toEqual([]);
    expect(stats.industries).toEqual([]);
    expect(stats.capitalSources).toEqual([]);
    expect(stats.featured).toEqual([]);
  });
});

describe('with projects, applications and capital sources', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    const db = t.db;
    const defi = await createProject(db, {
      name: 'Alpha',
      industry: 'defi',
      capitalRaised: 1_000_000,
      totalCapitalTarget: 2_000_000,
      onboardingDate: '2026-01-15',
      createdAt: new Date('2026-01-10T12:00:00Z'),
      isFeatured: true,
    });
    await createProject(db, {
      name: 'Beta',
      industry: 'defi',
      capitalRaised: 250_000,
      onboardingDate: '2026-03-02',
      createdAt: new Date('2026-03-01T00:30:00Z'),
      isFeatured: true,
    });
    // No onboarding date: its capital counts in its creation month. No industry: 'other'.
    await createProject(db, {
      name: 'Gamma',
      industry: null,
      capitalRaised: 50_000,
      createdAt: new Date('2026-03-31T23:30:00Z'),
    });
    await createProject(db, {
      name: 'Delta',
      industry: 'nft',
      capitalRaised: null,
      isFeatured: true,
      createdAt: new Date('2026-02-10T00:00:00Z'),
    });
    await createProject(db, {
      name: 'Newest Featured',
      industry: 'nft',
      isFeatured: true,
      createdAt: new Date('2026-04-20T00:00:00Z'),
    });
    // Inactive projects never count anywhere.
    const hidden = await createProject(db, {
      name: 'Hidden',
      industry: 'social',
      capitalRaised: 9_999_999,
      isActive: false,
      isFeatured: true,
      createdAt: new Date('2025-06-01T00:00:00Z'),
    });
    const read = new Date();
    // Read in AVAX and converted: the chart counts the USD figure.
    await createCapitalSource(db, {
      projectId: defi.id,
      sourceType: 'vip_nft',
      usdConversion: 'fixed',
      usdRate: 3_000,
      totalRaised: 40,
      totalRaisedUsd: 120_000,
      syncStatus: 'completed',
      lastSyncedAt: read,
    });
    // Failing since its last good read: that read still counts.
    await createCapitalSource(db, {
      projectId: defi.id,
      sourceType: 'token_sale',
      usdConversion: 'usd',
      totalRaised: 80_000,
      totalRaisedUsd: 80_000,
      syncStatus: 'failed',
      lastSyncedAt: read,
    });
    // Never read: its amount is not a figure anyone has seen on the chain.
    await createCapitalSource(db, { projectId: defi.id, sourceType: 'token_sale', totalRaised: 1_000 });
    await createCapitalSource(db, { projectId: hidden.id, sourceType: 'vip_nft', totalRaised: 5_000 });
    for (const status of [
      'approved',
      'approved',
      'rejected',
      'submitted',
      'under_review',
      'submitted',
    ] as const)
      await createApplication(db, { status });
  });
  afterAll(() => t.close());

  it('totals only active projects and computes the success rate to one decimal', async () => {
    const { totals } = await get(t);
    expect(totals).toEqual({
      capitalRaised: 1_300_000,
      capitalTarget: 2_000_000,
      projectsIncubated: 5,
      featuredProjects: 4,
      totalApplications: 6,
      approvedApplications: 2,
      successRate: 33.3,
      activeCapitalSources: 2,
    });
  });

  it('accumulates capital by onboarding month with quiet months filled in', async () => {
    const { capitalByMonth } = await get(t);
    expect(capitalByMonth).toEqual([
      { month: '2026-01', raised: 1_000_000, cumulative: 1_000_000 },
      { month: '2026-02', raised: 0, cumulative: 1_000_000 },
      { month: '2026-03', raised: 300_000, cumulative: 1_300_000 },
      { month: '2026-04', raised: 0, cumulative: 1_300_000 },
    ]);
  });

  it('counts active projects by UTC creation month', async () => {
    const { projectsByMonth } = await get(t);
    expect(projectsByMonth).toEqual([
      { month: '2026-01', count: 1 },
      { month: '2026-02', count: 1 },
      { month: '2026-03', count: 2 },
      { month: '2026-04', count: 1 },
    ]);
  });

  it('splits active projects by industry, largest first', async () => {
    const { industries } = await get(t);
    expect(industries).toEqual([
      { industry: 'defi', count: 2 },
      { industry: 'nft', count: 2 },
      { industry: 'other', count: 1 },
    ]);
  });

  it('totals capital sources of active projects by kind, at their last good read in USD', async () => {
    const { capitalSources } = await get(t);
    expect(capitalSources).toEqual([
      { sourceType: 'vip_nft', total: 120_000 },
      { sourceType: 'token_sale', total: 80_000 },
    ]);
  });

  it('features the three newest featured active projects', async () => {
    const stats = await get(t);
    expect(stats.featured.map((p) => p.name)).toEqual(['Newest Featured', 'Beta', 'Delta']);
    // Sent as the public cache holds it, not through respond(): still its contract's shape, every
    // field of it (the browser parses the answer by it in development and tests).
    const declared = statsContracts.transparency.responses[200];
    expect(declared.strict().safeParse(stats).error).toBeUndefined();
    expect(declared.shape.totals.strict().safeParse(stats.totals).error).toBeUndefined();
    const series = [
      [declared.shape.capitalByMonth, stats.capitalByMonth],
      [declared.shape.projectsByMonth, stats.projectsByMonth],
      [declared.shape.industries, stats.industries],
      [declared.shape.capitalSources, stats.capitalSources],
      [declared.shape.featured, stats.featured],
    ] as const;
    for (const [schema, items] of series) {
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(schema.element.strict().safeParse(item).error).toBeUndefined();
    }
  });

  it('is public: no session needed', async () => {
    const res = await t.app.request('/api/stats/transparency');
    expect(res.status).toBe(200);
  });
});

describe('a project onboarding in a month still to come', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('counts its capital in the current month: the public chart never reaches into the future', async () => {
    const now = new Date();
    const thisMonth = now.toISOString().slice(0, 7);
    const later = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 15));
    await createProject(t.db, { onboardingDate: later.toISOString().slice(0, 10), capitalRaised: 40_000 });
    const stats = await get(t);
    expect(stats.capitalByMonth).toEqual([{ month: thisMonth, raised: 40_000, cumulative: 40_000 }]);
  });
});
