import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '~': path.resolve(import.meta.dirname, 'src') };
const integration = ['src/**/*.int.test.ts'];

// With TEST_DATABASE_URL every integration file runs on PostgreSQL, the database of a cluster. On
// PGlite, the embedded database, run the files about the database and the code that branches on
// the driver: the db, ops and jobs floors (migrations, LISTEN, seeds, backup, shutdown, advisory
// locks), every file that branches on `testDriver` (crash, start-up, rate limits on a socket, two
// instances), and those below. The rest would ask the same SQL of the same engine a second time;
// PGlite under the whole app is what every end-to-end test runs on (docs/decisions/0030).
const embeddedDatabaseExtras = [
  // The sign-in limiter keeps its counts in memory on PGlite, in a table on PostgreSQL.
  'src/server/features/accounts/sign-in-account-limit.int.test.ts',
  // Raw-SQL timestamps come back as strings from one driver and Dates from the other.
  'src/server/features/messages/read-state.int.test.ts',
  'src/server/features/projects/manage.int.test.ts',
];
const root = import.meta.dirname;
const embeddedDatabaseFiles = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.int.test.ts'))
  .map((file) => `src/${file.split(path.sep).join('/')}`)
  .filter(
    (file) =>
      /^src\/server\/(db|ops|jobs)\//.test(file) ||
      embeddedDatabaseExtras.includes(file) ||
      readFileSync(path.join(root, file), 'utf8').includes('testDriver'),
  );
for (const file of embeddedDatabaseExtras)
  if (!embeddedDatabaseFiles.includes(file)) throw new Error(`vitest.config.ts: ${file} is gone`);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const globalSetup = ['src/server/test/global-setup.ts'];
// Integration files share a worker's module graph (isolate: false): each builds its own app and
// database through createTestContext(), and not re-importing the server for every file took the
// run from 652 s to 386 s on 2 cores. Unit files share theirs too: re-importing React and the
// screens for each of 85 files was most of their time (measured idle, the unit
// project alone: 80 s / 146 CPU-s isolated, 40 s / 70 CPU-s shared; shuffled orders and a single
// worker pass too). Testing Library unmounts after each test, each screen test makes its own
// QueryClient, and src/web/test/file-cleanup.ts ends a file's stubbed globals and storage.

// Two workers on 2 cores: the default (cores - 1) ran one, and an integration file spends much of
// its time waiting on its database; measured idle, 553 s at 1.15 cores busy -> 398 s at 1.71.

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: integration,
          setupFiles: ['src/web/test/fail-on-console.ts', 'src/web/test/file-cleanup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'pglite',
          include: onPostgres ? embeddedDatabaseFiles : integration,
          globalSetup,
          isolate: false,
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(onPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: integration,
                globalSetup,
                isolate: false,
                env: { TEST_DB: 'pg' },
              },
            },
          ]
        : []),
    ],
  },
});
