import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { APIRequestContext, Page } from '@playwright/test';
import { incubatedProjects, linkedWallets, mailOutbox, users } from '../../src/server/db/schema/index';
import { expect, test as base, type Pool, type TestServer } from './fixtures';

export { COLOUR_RULES, expect, expectNoAxeViolations } from './fixtures';

export const PASSWORD = 'correct-horse-42';
type Role = 'user' | 'admin' | 'super_admin';

/**
 * Every test signs in from 127.0.0.1, and the production limit (5 a minute) would turn later tests
 * into 429s.
 */
export const AUTH_ENV = { AUTH_RATE_LIMIT_MAX: '10000' };

/** The pool of the specs that sign in: its server has the sign-in rate limit raised. */
export const authPool: Pool = { name: 'auth', env: AUTH_ENV };

export const test = base.extend({ pool: authPool });

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

const origin = (server: TestServer) => ({ origin: server.url });

/** A real account made through the sign-up API, then verified and given its role in the database. */
export async function createUser(
  server: TestServer,
  request: APIRequestContext,
  { email = uniqueEmail(), password = PASSWORD, role = 'user' as Role, verified = true } = {},
) {
  const res = await request.post(`${server.url}/api/auth/sign-up/email`, {
    headers: origin(server),
    data: { email, password, name: email.split('@')[0] },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await server.db.update(users).set({ role, emailVerified: verified }).where(eq(users.email, email));
  return { email, password, role };
}

/** Signs the page's browser context in through the API (cookies are shared with the page). */
export async function signIn(page: Page, server: TestServer, email: string, password = PASSWORD) {
  const res = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    headers: origin(server),
    data: { email, password },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function signInAs(page: Page, server: TestServer, role: Role) {
  const user = await createUser(server, page.request, { role });
  await signIn(page, server, user.email);
  return user;
}

/**
 * Links wallets to a user as a Sign-In with Ethereum link would, so console writes from them go
 * without the unlinked-wallet question (contracts-siwe.spec.ts covers the question and linking).
 */
export async function linkWallets(server: TestServer, email: string, addresses: string[], chainId = 43113) {
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await server.db
    .insert(linkedWallets)
    .values(addresses.map((address) => ({ userId: user!.id, address, chainId })));
}

/** The newest link to `path` mailed to `to`, read from the outbox table. */
export async function mailedLink(server: TestServer, to: string, path: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const rows = await server.db
        .select({ text: mailOutbox.text })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, to)))
        .orderBy(desc(mailOutbox.createdAt));
      for (const row of rows) {
        const match = row.text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(path));
        if (match) {
          found = match;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found!;
}

/** The two themes every screen is checked in. */
export async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((t) => localStorage.setItem('hatchery-theme', t), theme);
}

/** The id of the account with this e-mail. */
export async function userId(server: TestServer, email: string): Promise<string> {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** A founder signed in on `page`, owning the new project `name`. */
export async function founderWithProject(page: Page, server: TestServer, name: string) {
  const founder = await signInAs(page, server, 'user');
  const [project] = await server.db
    .insert(incubatedProjects)
    .values({
      name,
      description: `${name} builds on Avalanche`,
      createdBy: await userId(server, founder.email),
    })
    .returning({ id: incubatedProjects.id });
  return { founder, projectId: project!.id };
}
