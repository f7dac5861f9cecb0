import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '~': path.resolve(import.meta.dirname, 'src') };
const integration = ['src/**/*.int.test.ts'];
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
          include: integration,
          globalSetup,
          isolate: false,
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(process.env.TEST_DATABASE_URL
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
