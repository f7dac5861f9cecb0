import type { ESLint } from 'eslint';

/** The `hatchery` ESLint plugin: its one rule, `own-tables` (see own-tables.js). */
declare const plugin: ESLint.Plugin;
export default plugin;
