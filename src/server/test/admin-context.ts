import { afterAll, beforeAll } from 'vitest';
import { signUpAs, type SignedIn } from './auth';
import { createTestContext, type TestContext } from './harness';

/**
 * The usual start of an admin API test file: its own test context and a signed-in admin, closed
 * after the file. `receive` hands both to the file's variables.
 */
export function withAdminContext(receive: (ctx: { t: TestContext; admin: SignedIn }) => void): void {
  let t: TestContext | undefined;
  beforeAll(async () => {
    t = await createTestContext();
    receive({ t, admin: await signUpAs(t, { role: 'admin' }) });
  });
  afterAll(async () => t?.close());
}
