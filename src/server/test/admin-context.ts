import { afterAll, beforeAll } from 'vitest';
import type { UserRole } from '~/shared/enums';
import { signUpAs, type SignedIn, type SignUpOptions } from './auth';
import { createTestContext, type TestContext } from './harness';

/**
 * The start of an API test file: its own test context (with `env`) and one user signed up, in
 * order, per entry (a role or the full options), closed after the file. `receive` hands them to
 * the file's variables.
 */
export function withSignedIn<const S extends ReadonlyArray<UserRole | SignUpOptions>>(
  signUps: S,
  receive: (t: TestContext, users: { [K in keyof S]: SignedIn }) => void,
  env?: Record<string, string>,
) {
  let t: TestContext | undefined;
  beforeAll(async () => {
    t = await createTestContext({ env });
    const users: SignedIn[] = [];
    for (const s of signUps) users.push(await signUpAs(t, typeof s === 'string' ? { role: s } : s));
    receive(t, users as { [K in keyof S]: SignedIn });
  });
  afterAll(async () => t?.close());
}

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
