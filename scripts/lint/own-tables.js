// ESLint rule `hatchery/own-tables` (issue 36, one owner per table): a table is written (insert,
// update, delete) only by the room that owns it, its schema file's name (`db/schema/<r>.ts` is
// feature or floor `<r>`) unless `owners` or `tableOwners` say otherwise. Another room reaches it
// through the owner's service. Reads are free: a join names other tables without writing them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every table the schema folder exports, with the file it is declared in. */
function tablesOf(schemaDir) {
  const tables = new Map();
  for (const file of readdirSync(schemaDir)) {
    if (!file.endsWith('.ts')) continue;
    const text = readFileSync(path.join(schemaDir, file), 'utf8');
    for (const [, name] of text.matchAll(/export const (\w+) = pgTable\(/g))
      tables.set(name, file.slice(0, -3));
  }
  return tables;
}

/** The room a file of src/server lives in: its feature, or its floor. */
function roomOf(file, serverDir) {
  const parts = path.relative(serverDir, file).split(path.sep);
  if (parts[0] === '..' || parts.length < 2) return undefined;
  return parts[0] === 'features' ? parts[1] : parts[0];
}

const cache = new Map();

/**
 * Hatchery's owners: a schema file's name is its room unless said here (eslint.config.js passes
 * this to the rule, and its test checks the same).
 */
export const ownership = {
  schemaDir: 'src/server/db/schema',
  serverDir: 'src/server',
  owners: { decisions: 'applicants', 'application-audit': 'applications', 'chain-index': 'chain' },
  // People and their access are one feature; better-auth's own rows (credentials, verifications,
  // rate limits, sign-in failures) stay with its adapter, server/auth.
  tableOwners: {
    contractAccessEvents: 'contract-access',
    users: 'accounts',
    sessions: 'accounts',
    invitations: 'accounts',
    projectTeamMembers: 'accounts',
  },
};

export const ownTables = {
  meta: {
    type: 'problem',
    docs: { description: 'A table is written only by the feature or floor that owns it' },
    schema: [
      {
        type: 'object',
        properties: {
          schemaDir: { type: 'string' },
          serverDir: { type: 'string' },
          owners: { type: 'object', additionalProperties: { type: 'string' } },
          tableOwners: { type: 'object', additionalProperties: { type: 'string' } },
          exempt: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      foreign:
        '{{table}} belongs to {{owner}}: write it through the {{owner}} service, not from {{room}} (docs/architecture.md, "One owner per table").',
    },
  },
  create(context) {
    const { schemaDir, serverDir, owners = {}, tableOwners = {}, exempt = [] } = context.options[0];
    const room = roomOf(context.filename, path.resolve(serverDir));
    if (!room || exempt.includes(room)) return {};
    if (!cache.has(schemaDir)) cache.set(schemaDir, tablesOf(path.resolve(schemaDir)));
    const tables = cache.get(schemaDir);
    /** Local names bound to tables imported from the schema folder. */
    const imported = new Map();
    return {
      ImportDeclaration(node) {
        if (!/db\/schema(\/|$)/.test(node.source.value)) return;
        for (const spec of node.specifiers)
          if (spec.type === 'ImportSpecifier' && tables.has(spec.imported.name))
            imported.set(spec.local.name, spec.imported.name);
      },
      CallExpression(node) {
        const { callee } = node;
        const [arg] = node.arguments;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!['insert', 'update', 'delete'].includes(callee.property.name)) return;
        if (arg?.type !== 'Identifier' || !imported.has(arg.name)) return;
        const table = imported.get(arg.name);
        const file = tables.get(table);
        const owner = tableOwners[table] ?? owners[file] ?? file;
        if (owner !== room) context.report({ node: arg, messageId: 'foreign', data: { table, owner, room } });
      },
    };
  },
};

export default { rules: { 'own-tables': ownTables } };
