import { afterAll, beforeAll } from 'vitest';
import { signUpAs, type SignedIn } from './auth';
import { createTestContext, type TestContext } from './harness';

/**
 * The usual start of an admin API test file: its own test context and a signed-in admin, closed
 * after the file. `receive` hands both to the file's variables.
 */
export function withAdminContext(receive: (ctx: { t: TestContext; admin: SignedIn }) => void) {
  let t: TestContext | undefined;
  let admin: SignedIn | undefined;
  beforeAll(async () => {
    t = await createTestContext();
    admin = await signUpAs(t, { role: 'admin' });
    receive({ t, admin });
  });
  afterAll(async () => t?.close());
  return {
    /** A request as the admin; JSON bodies are encoded. */
    send: (path: string, method: string, json?: unknown) =>
      t!.request(path, { method, json, headers: admin!.headers }),
    /** The admin's GET, parsed as JSON whatever the status. */
    get: async <T>(path: string) => (await (await t!.request(path, { headers: admin!.headers })).json()) as T,
  };
}
