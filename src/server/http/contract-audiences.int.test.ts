import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allContracts } from '~/shared/contracts/index';
import { createTestContext, type TestContext } from '../test/harness';
import { audienceOf } from './access';
import { contractOf } from './contract-routes';
import { routeAudiences } from './route-audiences';

/*
 * The contracts state who may call each route; the policy table (route-audiences.ts) states it
 * again, apart, and the authorization matrix holds the app to the table. Here each contract is held
 * to the table and to the app: a contract whose audience drifts from the policy fails, and so
 * does one the app does not implement as written.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

describe('route contracts', () => {
  it("each contract's audience is the policy table's row for its route", () => {
    expect(allContracts.length).toBeGreaterThan(0);
    const table = routeAudiences as Record<string, string>;
    for (const contract of allContracts) {
      const key = `${contract.method} ${contract.path}`;
      expect(table[key], `${contract.resource}.${contract.name}: ${key}`).toBe(contract.audience);
    }
  });

  it('the app implements each contract at its method and path, behind its allow()', () => {
    for (const contract of allContracts) {
      const key = `${contract.method} ${contract.path}`;
      const handlers = t.app.routes.filter((r) => r.method === contract.method && r.path === contract.path);
      expect(handlers.length, key).toBeGreaterThan(0);
      expect(audienceOf(handlers[0]!.handler), key).toBe(contract.audience);
      expect(
        handlers.some((r) => contractOf(r.handler) === contract),
        `${key} is implemented by its contract`,
      ).toBe(true);
    }
  });
});
