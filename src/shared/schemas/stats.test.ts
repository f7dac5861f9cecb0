import { describe, expect, it } from 'vitest';
import { normalizeStats } from './stats';

describe('normalizeStats', () => {
  it('defaults every missing or non-numeric figure to 0', () => {
    const stats = normalizeStats({ capital_raised: 1200, vip_nft_revenue: Number.NaN });
    expect(stats).toMatchObject({
      projects_in_incubation: 0,
      total_applications: 0,
      approved_projects: 0,
      pending_applications: 0,
      capital_raised: 1200,
      active_capital_sources: 0,
      vip_nft_revenue: 0,
      token_vending_revenue: 0,
      last_capital_sync: null,
    });
    expect(normalizeStats(null).capital_raised).toBe(0);
  });
});
