import type { ESLint } from 'eslint';

/** The `hatchery` ESLint plugin: its one rule, `own-tables` (see own-tables.js). */
declare const plugin: ESLint.Plugin;
/** The owners eslint.config.js gives the rule. */
export declare const ownership: {
  schemaDir: string;
  serverDir: string;
  owners: Record<string, string>;
  tableOwners: Record<string, string>;
};
export default plugin;
