import { afterAll, beforeAll } from 'vitest';
import { signUpAs, type SignedIn } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/harness';
import { seedDemo } from './demo';
import { seedDemoLogins } from './demo-logins';

/**
 * The start of a test file for a demo seed that builds on the demo's projects and logins: its own
 * test context with those seeded, then `seedMore` (the seed under test), then an admin signed in.
 * `receive` hands both to the file's variables; the context is closed after the file.
 */
export function withDemoSeeded(
  seedMore: (t: TestContext) => Promise<void>,
  receive: (t: TestContext, admin: SignedIn) => void,
) {
  let t: TestContext | undefined;
  beforeAll(async () => {
    t = await createTestContext({ env: { AUTH_RATE_LIMIT_MAX: '1000' } });
    await seedDemo({ db: t.db });
    await seedDemoLogins(t.deps);
    await seedMore(t);
    receive(t, await signUpAs(t, { role: 'admin' }));
  });
  afterAll(async () => t?.close());
}
