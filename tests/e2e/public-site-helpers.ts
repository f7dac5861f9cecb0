import { test as base, type Page } from '@playwright/test';
import type { Db } from '../../src/server/db/client';
import { incubatedProjects, projectCapitalSources } from '../../src/server/db/schema/index';
import { createProject } from '../../src/server/test/factories';
import { expectNoAxeViolations, startServer } from './fixtures';

type Server = Awaited<ReturnType<typeof startServer>>;

/**
 * A describe block with its own server and database, so the row set its tests depend on is
 * never touched by another spec file sharing the worker. Tests inside run in order.
 */
export function ownServer() {
  let server: Server | undefined;
  base.describe.configure({ mode: 'serial' });
  base.beforeAll(async () => {
    server = await startServer();
  });
  base.afterAll(async () => {
    await server?.stop();
  });
  return {
    get url() {
      return server!.url;
    },
    get db(): Db {
      return server!.db;
    },
  };
}

export async function clearProjects(db: Db) {
  await db.delete(projectCapitalSources);
  await db.delete(incubatedProjects);
}

/** `count` active projects created one day apart, the last one newest. */
export async function seedProjects(db: Db, count: number, prefix = 'Project') {
  const rows = [];
  for (let i = 1; i <= count; i++) {
    rows.push(
      await createProject(db, {
        name: `${prefix} ${i}`,
        createdAt: new Date(Date.UTC(2025, 0, i)),
        websiteUrl: `https://p${i}.example`,
      }),
    );
  }
  return rows;
}

/** Makes every /api/projects request fail with a 500, as a broken server would. */
export async function failProjects(page: Page) {
  await page.route('**/api/projects*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'boom' } }),
    }),
  );
}

/** Axe in both themes: the system preference picks the theme when none is saved. */
export async function expectAccessibleInBothThemes(page: Page, url: string, ready: () => Promise<void>) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(url);
    await ready();
    await base.expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expectNoAxeViolations(page);
  }
}
