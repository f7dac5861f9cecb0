import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import hatchery, { ownership } from './scripts/lint/own-tables.js';

const featuresOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Boundaries (docs/architecture.md, src/server/README.md). The floors of the server (every folder
 * and file of src/server but features/, the test harness and the composition root) never import a
 * feature: the composition root (app.ts, boot.ts, deps.ts, features/index.ts) hands them what the
 * features give, and reaches a feature only through its `index.ts`. A server feature may use
 * another feature only through its service (`service.ts` or `service/index.ts`), never through its
 * index.ts, whose routes would close loops between features that use each other (projects and
 * milestones). A web feature never reaches into another feature's components; shared code never
 * imports up.
 */
const serverFeatures = featuresOf('src/server/features');
const webFeatures = featuresOf('src/web/features');
const compositionRoot = ['app.ts', 'boot.ts', 'deps.ts'];
const serverFloors = readdirSync('src/server')
  .filter((name) => !['features', 'test', ...compositionRoot].includes(name) && !/\.test\.tsx?$/.test(name))
  .map((name) => `./src/server/${name}`);
const floorZones = [
  {
    target: serverFloors,
    from: './src/server/features',
    message:
      'A lower floor never imports a feature: take what you need as a parameter, and hand it in from app.ts, boot.ts or deps.ts (features/index.ts lists what features give).',
  },
];
const boundaryZones = [
  {
    target: './src/shared',
    from: ['./src/server', './src/web'],
    message: 'src/shared is used by both sides and imports neither.',
  },
  { target: './src/web', from: './src/server', message: 'The browser bundle never imports src/server.' },
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/app', './src/web/routes'],
    message: 'Shared web code does not import features, layouts or routes: move the piece down.',
  },
  {
    target: [...compositionRoot.map((name) => `./src/server/${name}`), './src/server/features/index.ts'],
    from: './src/server/features',
    except: ['./index.ts', ...serverFeatures.map((f) => `./${f}/index.ts`)],
    message: 'The composition root takes a feature only from its index.ts.',
  },
  {
    target: serverFeatures.map((f) => `./src/server/features/${f}`),
    from: './src/server/features/index.ts',
    message: 'features/index.ts is the composition root; a feature does not import it.',
  },
  ...serverFeatures.flatMap((a) =>
    serverFeatures
      .filter((b) => b !== a)
      .map((b) => ({
        target: `./src/server/features/${a}`,
        from: `./src/server/features/${b}`,
        except: ['./service.ts', './service/index.ts'],
        message: `Use ${b} through its service; move shared code down to src/server or src/shared.`,
      })),
  ),
  ...webFeatures.map((a) => ({
    target: `./src/web/features/${a}`,
    from: webFeatures.filter((b) => b !== a).map((b) => `./src/web/features/${b}/components`),
    message: "Another feature's components are its internals: move shared UI to src/web/components.",
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
      'src/web/public',
      'artifacts',
      'cache',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x reads no .ts file it imports (its default is .js), so no-cycle saw
      // no edge past the linted file and missed every loop; type-only imports are still skipped.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...floorZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // One owner per table (scripts/lint/own-tables.js): a table's schema file names the feature or
    // floor that writes it, unless `ownership` says otherwise. The demo seed and the tests write
    // what they set up.
    files: ['src/server/**/*.ts'],
    ignores: ['src/**/*.test.ts', 'src/server/test/**', 'src/server/db/seed/**'],
    plugins: { hatchery },
    rules: {
      'hatchery/own-tables': ['error', ownership],
    },
  },
  {
    // A test of a floor may drive the whole app through a feature's test helpers.
    files: ['src/**/*.test.{ts,tsx}', 'src/server/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['src/web/**', 'src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/server/*', '**/server/**'],
              message: 'The browser bundle never imports src/server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**'],
    ignores: ['src/server/config.ts', 'src/server/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration from config.ts (parsed once at boot).',
        },
      ],
    },
  },
);
