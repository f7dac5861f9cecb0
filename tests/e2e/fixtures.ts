import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test as base } from './hydration';
import { startLocalChain, type LocalChain } from '../chain/local-chain';
import { boot, type Running } from '../../src/server/boot';
import { loadConfig } from '../../src/server/config';
import type { Db } from '../../src/server/db/client';
import { createLogger } from '../../src/server/logger';

export interface TestServer {
  url: string;
  db: Db;
  running: Running;
}

/** Boots a real Hatchery (built SPA + API) on a fresh PGlite. */
export async function startServer(
  env: Record<string, string> = {},
): Promise<TestServer & { stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-e2e-'));
  // The run's migrated database (global-setup.ts); boot then finds every migration applied.
  const template = process.env.E2E_PGLITE_TEMPLATE;
  if (template && !env.DATABASE_URL) cpSync(template, path.join(dataDir, 'db'), { recursive: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'e2e-secret-that-is-long-enough-for-better-auth-000',
    // The test chain is a hardhat node on 127.0.0.1.
    RPC_ALLOW_PRIVATE: 'true',
    ...env,
  });
  const webRoot = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : undefined;
  const running = await boot({ config, logger: createLogger('silent'), webRoot });
  // PUBLIC_URL must match the real origin for Origin checks and mail links.
  running.deps.config.PUBLIC_URL = running.url;
  return {
    url: running.url,
    db: running.deps.database.db,
    running,
    async stop() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A console message or page error a test expects; matched on the text and, if given, the URL. */
export interface AllowedConsoleError {
  text: RegExp;
  url?: RegExp;
}

/**
 * Expected everywhere: the session probe answers 401 for a signed-out visitor by design, and the
 * browser asks for /favicon.ico on pages that are not the app (the app links its own icon).
 */
const alwaysAllowed: AllowedConsoleError[] = [{ text: /status of 404/, url: /\/favicon\.ico$/ }];

/** The worker's local chain (tests/chain/local-chain.ts), started by the first `get()`. */
export interface LazyChain {
  get(): Promise<LocalChain>;
}

/**
 * A kind of server the specs share: the env it boots with and what it is seeded with. A worker
 * boots one server per pool, on first use, and keeps it until it exits; the specs of a pool share
 * its database and never see another pool's rows (the applicants specs make 1,000+ applications).
 */
export interface Pool {
  /** One server per name and worker. */
  name: string;
  env?: Record<string, string>;
  /** Runs once, after the server boots. */
  seed?: (server: TestServer, worker: { localChain: LazyChain }) => Promise<void>;
}

export const defaultPool: Pool = { name: 'default' };

/** The worker's servers, one per pool. */
export interface ServerRegistry {
  get(pool: Pool): Promise<TestServer>;
}

/**
 * The worker-scoped fixtures, the same for every spec. Playwright gives a test a new worker (a new
 * process, Chromium and servers: 10-15 s) whenever its worker-scoped fixtures differ from the last
 * test's, so a spec picks its pool through the test-scoped `pool` option, never a worker fixture.
 * Specs that start their own servers (ownServer) use this `workerTest` to share the workers too.
 */
export const workerTest = base.extend<object, { servers: ServerRegistry; localChain: LazyChain }>({
  localChain: [
    async ({}, use) => {
      let started: Promise<LocalChain> | undefined;
      await use({ get: () => (started ??= startLocalChain()) });
      await started?.then(
        (chain) => chain.stop(),
        () => undefined,
      );
    },
    { scope: 'worker' },
  ],
  servers: [
    async ({ localChain }, use) => {
      const started = new Map<string, ReturnType<typeof startServer>>();
      const pools = new Map<string, Pool>();
      const start = async (pool: Pool) => {
        const server = await startServer(pool.env);
        try {
          await pool.seed?.(server, { localChain });
        } catch (err) {
          await server.stop();
          throw err;
        }
        return server;
      };
      await use({
        get(pool) {
          // Two different pools under one name would share a server, and each other's rows.
          if ((pools.get(pool.name) ?? pool) !== pool)
            throw new Error(`Two e2e pools are named ${pool.name}`);
          pools.set(pool.name, pool);
          let server = started.get(pool.name);
          if (!server) started.set(pool.name, (server = start(pool)));
          return server;
        },
      });
      await Promise.allSettled([...started.values()].map(async (server) => (await server).stop()));
    },
    { scope: 'worker' },
  ],
});

export const test = workerTest.extend<{
  /** Whose server the test gets: a pool's module overrides it (`test.extend({ pool })`). */
  pool: Pool;
  server: TestServer;
  /** Allow a console error this test provokes on purpose (a refused request, say). */
  allowConsoleErrors: (...allowed: AllowedConsoleError[]) => void;
}>({
  // React errors, uncaught exceptions and console.error fail the test unless the test allowed them.
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed = [...alwaysAllowed];
      const seen: string[] = [];
      const isAllowed = (text: string, url = '') =>
        allowed.some((a) => a.text.test(text) && (!a.url || a.url.test(url)));
      page.on('pageerror', (err) => {
        if (!isAllowed(err.message)) seen.push(`pageerror: ${err.message}`);
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const url = message.location().url;
        if (!isAllowed(message.text(), url)) seen.push(`console.error: ${message.text()} (${url})`);
      });
      await use((...more) => allowed.push(...more));
      expect(seen, seen.join('\n')).toEqual([]);
    },
    { auto: true },
  ],
  pool: [defaultPool, { option: true }],
  // A pool's first test boots its server (and seeds it: the docs' demo data) on a busy machine.
  server: [async ({ servers, pool }, use) => use(await servers.get(pool)), { timeout: 180_000 }],
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect };

/**
 * The axe rules that read colours: all a theme changes, since the DOM is the same in light and
 * dark. A screen already scanned in full in one theme needs only these in the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Fails with the list of violations, so the report says what to fix. `rules`: only these.
 * While a modal layer is open (a dialog or a menu), Radix hides the rest of the page from assistive
 * technology, as it should; axe's page-level "has a level-one heading" rule then depends on whether
 * that hiding has landed yet (two flaky failures in one full run), so it is left to the checks of
 * the page without the layer.
 */
export async function expectNoAxeViolations(page: Page, rules?: string[]) {
  const modalOpen = await page
    .locator(':is([role=dialog], [role=alertdialog], [role=menu])[data-state=open]')
    .count();
  // axe.run in the page, only the violations sent back: by default @axe-core/playwright runs
  // axe.runPartial in every frame, then opens a blank page per scan to finish the run there, with
  // every passing node serialised across; the screen check took twice as long that way
  // (scripts/bench/screen-check.mjs). The app has no frame of its own to scan (the FAQ's video
  // player is another site's).
  const builder = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'], iframes: false });
  if (modalOpen > 0) builder.disableRules(['page-has-heading-one']);
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
