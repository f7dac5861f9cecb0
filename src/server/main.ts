import { existsSync } from 'node:fs';
import path from 'node:path';
import { acceptedOrigins } from './auth/origins';
import { boot, defaultWebRoot } from './boot';
import { ConfigError, loadConfig } from './config';
import { DirectoryLockedError } from './db/lock';
import { seedDemo } from './db/seed/demo';
import { demoChainInstructions, seedDemoChain } from './db/seed/demo-chain';
import { DEMO_PASSWORD, seedDemoLogins, type DemoLogin } from './db/seed/demo-logins';
import { seedDemoProgramme } from './db/seed/demo-programme';
import { seedDemoReviews } from './db/seed/demo-reviews';
import { createLogger, tellOperator } from './logger';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.LOG_LEVEL);
  if (!existsSync(path.join(defaultWebRoot, 'index.html'))) {
    logger.warn('dist/web is missing: run `npm run build` (npm start does it for you)');
  }
  let running;
  let demoLogins: DemoLogin[] = [];
  let demoChainText = '';
  try {
    running = await boot({
      config,
      logger,
      onBeforeListen: async (deps) => {
        if (!config.DEMO_SEED) return;
        const result = await seedDemo({ db: deps.database.db });
        if (result.seeded)
          logger.info(
            { projects: result.projects, applications: result.applications },
            'demo data seeded into the empty database',
          );
        else logger.info('demo data not seeded: the database already has projects');
        demoLogins = await seedDemoLogins(deps);
        // After the logins: the founders own projects whose threads and milestones this fills.
        await seedDemoProgramme(deps.database.db);
        await seedDemoReviews(deps.database.db);
        if (config.DEMO_CHAIN_RPC_URL) {
          try {
            const chain = await seedDemoChain({ db: deps.database.db, rpcUrl: config.DEMO_CHAIN_RPC_URL });
            demoChainText = demoChainInstructions(chain);
          } catch (err) {
            // The rest of the demo works without contracts; say why they are missing.
            logger.warn({ err }, 'demo contracts not deployed: the local chain did not accept them');
          }
        }
      },
    });
  } catch (err) {
    // The operator's mistakes (a port in use, a database out of reach): one line naming the variable.
    if (err instanceof DirectoryLockedError || err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  logger.info(
    { url: running.url, database: config.DATABASE_URL ? 'postgresql' : config.dbDir },
    `Hatchery is running at ${config.PUBLIC_URL}`,
  );
  if (config.publicUrlIsDefault) {
    const port = new URL(config.PUBLIC_URL).port;
    logger.info(
      `Without PUBLIC_URL, sign-in works from ${acceptedOrigins(config).join(', ')}. To open Hatchery ` +
        `from another address (a phone on your network), start it with HOST=0.0.0.0 and ` +
        `PUBLIC_URL=http://<this machine's address>:${port}.`,
    );
  }
  if (demoLogins.length) {
    const lines = demoLogins.map((l) => `  ${l.email.padEnd(30)} ${l.role.padEnd(12)} ${l.sees}`);
    tellOperator(
      logger,
      { logins: demoLogins.map((l) => l.email), password: DEMO_PASSWORD },
      `Demo logins (password "${DEMO_PASSWORD}"), sign in at ${new URL('/auth', config.PUBLIC_URL)}:\n${lines.join('\n')}`,
    );
  }
  if (demoChainText) logger.info({ rpcUrl: config.DEMO_CHAIN_RPC_URL }, demoChainText);
  const setupToken = running.deps.firstRun?.token;
  if (setupToken) {
    // A fresh install: say how to get in, once, where the operator is looking.
    const link = new URL(`/setup?token=${setupToken}`, config.PUBLIC_URL).toString();
    tellOperator(
      logger,
      { setupLink: link },
      `No super admin exists yet. Create one at ${link} (the link works until one exists), ` +
        'or run `npm run user:create -- --email you@example.com --role super_admin` with the server stopped, ' +
        'or start with ADMIN_EMAIL and ADMIN_PASSWORD set.',
    );
  }

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    // The graceful path has its own deadline (SHUTDOWN_TIMEOUT_SECONDS); this one catches a hang.
    const force = setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_SECONDS * 1000 + 10_000);
    force.unref();
    running.stop().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
