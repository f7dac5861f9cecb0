import { afterAll, beforeAll, expect, it } from 'vitest';
import { statsContracts } from '~/shared/contracts/stats';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

it('returns every number as 0 on an empty database', async () => {
  const res = await t.request('/api/stats/public');
  expect(res.status).toBe(200);
  const stats = await res.json();
  expect(stats).toMatchObject({
    projects_in_incubation: 0,
    total_applications: 0,
    approved_projects: 0,
    pending_applications: 0,
    capital_raised: 0,
    active_capital_sources: 0,
    vip_nft_revenue: 0,
    token_vending_revenue: 0,
    last_capital_sync: null,
  });
  expect(Number.isNaN(Date.parse(stats.last_updated))).toBe(false);
  // Sent as the public cache holds it, not through respond(): still its contract's shape, every
  // field of it (the browser parses the answer by it in development and tests).
  expect(statsContracts.public.responses[200].strict().safeParse(stats).error).toBeUndefined();
});

it('answers an unknown API path with a JSON 404', async () => {
  const res = await t.request('/api/nope');
  expect(res.status).toBe(404);
  expect((await res.json()).error.code).toBe('NOT_FOUND');
});
