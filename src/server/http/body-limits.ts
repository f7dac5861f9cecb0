import { fileRules, MB } from '~/shared/application-files';

/**
 * The one table of request body limits: every API route that takes a body, with the most it may
 * send and why, set by the largest valid request of the route (free text counted at 3 bytes a
 * character, its worst case in UTF-8). `boundedBodies()` (http/bounded-body.ts) enforces it for
 * every request under /api before anything reads the body; a route not named here gets
 * `DEFAULT_BODY_LIMIT`. docs/operations.md lists the same table (a test compares them). The
 * first entry whose method and path match wins, so a path is named before a wildcard over it.
 */

export const KB = 1024;

export interface BodyLimit {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A route pattern as the routes write it (`:param`, `*`). */
  path: string;
  bytes: number;
  why: string;
}

/** Any route not in the table: a route added later is bounded before anyone thinks of it. */
export const DEFAULT_BODY_LIMIT = 16 * KB;

/** Room for the largest real-world ABIs (a few hundred KB) with margin. */
export const ABI_BODY_LIMIT = 1 * MB;

/** The intake's three files at their limits and 1 MB of text fields (its parser's own total). */
export const APPLICATION_BODY_LIMIT =
  Object.values(fileRules).reduce((sum, rule) => sum + rule.maxBytes, 0) + 1 * MB;

/** One logo at its limit, with room for the part headers. */
export const LOGO_BODY_LIMIT = fileRules.companyLogo.maxBytes + 64 * KB;

const abi = 'an ABI pasted or uploaded (ABI_BODY_LIMIT)';
const ids = (n: number) =>
  `up to ${n.toLocaleString('en')} application ids (~${Math.ceil((n * 40) / KB)} KB)`;

export const bodyLimits: readonly BodyLimit[] = [
  // Anonymous: what anyone may send, a few KB.
  {
    method: 'POST',
    path: '/api/auth/*',
    bytes: 4 * KB,
    why: "better-auth's forms: e-mail, password (128), a token (200)",
  },
  {
    method: 'POST',
    path: '/api/setup',
    bytes: 4 * KB,
    why: 'the first admin: e-mail, name (100), password (128)',
  },
  {
    method: 'POST',
    path: '/api/applications',
    bytes: APPLICATION_BODY_LIMIT,
    why: 'multipart: logo 5 MB, documents 10 MB, whitepaper 10 MB, 1 MB of fields',
  },
  {
    method: 'POST',
    path: '/api/applications/changes/:token',
    bytes: APPLICATION_BODY_LIMIT,
    why: 'the application form again, with its files',
  },
  // Accounts and teams.
  { method: 'POST', path: '/api/admin/invitations', bytes: 4 * KB, why: 'an e-mail and a role' },
  { method: 'PATCH', path: '/api/admin/users/:id', bytes: 1 * KB, why: 'a role and an active flag' },
  {
    method: 'POST',
    path: '/api/me/wallets',
    bytes: 32 * KB,
    why: 'a SIWE message (4,000) and its signature (4,000)',
  },
  { method: 'POST', path: '/api/projects/:id/team', bytes: 4 * KB, why: 'an e-mail (254) and a role' },
  { method: 'PATCH', path: '/api/projects/:id/team/:memberId', bytes: 1 * KB, why: 'a role' },
  { method: 'POST', path: '/api/projects/:id/owner', bytes: 1 * KB, why: 'a user id' },
  // Projects.
  {
    method: 'POST',
    path: '/api/admin/projects',
    bytes: 64 * KB,
    why: 'description (2,000), 20 tags, URLs, money fields',
  },
  { method: 'PATCH', path: '/api/projects/:id', bytes: 64 * KB, why: 'the same project fields' },
  {
    method: 'POST',
    path: '/api/projects/:id/logo',
    bytes: LOGO_BODY_LIMIT,
    why: 'multipart: one image of 5 MB and its part headers',
  },
  { method: 'POST', path: '/api/projects/:id/milestones', bytes: 4 * KB, why: 'a title (200) and a due day' },
  {
    method: 'PATCH',
    path: '/api/projects/:id/milestones/:milestoneId',
    bytes: 4 * KB,
    why: 'a title (200), a due day, done',
  },
  {
    method: 'POST',
    path: '/api/projects/:id/capital-sources',
    bytes: 64 * KB,
    why: "addresses, a name and one function's ABI fragment",
  },
  {
    method: 'PATCH',
    path: '/api/projects/:id/capital-sources/:sourceId',
    bytes: 64 * KB,
    why: 'the same capital-source fields',
  },
  {
    method: 'POST',
    path: '/api/projects/:id/capital-sources/sync',
    bytes: 1 * KB,
    why: 'a project id, a flag and a timestamp',
  },
  { method: 'POST', path: '/api/revenue-targets', bytes: 8 * KB, why: 'an amount, a date and notes (2,000)' },
  { method: 'PATCH', path: '/api/revenue-targets/:id', bytes: 8 * KB, why: 'the same fields and a status' },
  {
    method: 'POST',
    path: '/api/profit-distributions',
    bytes: 8 * KB,
    why: 'an amount, a token, a hash and notes (2,000)',
  },
  // Messages.
  {
    method: 'POST',
    path: '/api/projects/:projectId/messages',
    bytes: 32 * KB,
    why: 'subject (200) and message (5,000): ~16 KB in UTF-8',
  },
  {
    method: 'PATCH',
    path: '/api/projects/:projectId/messages/:messageId',
    bytes: 32 * KB,
    why: 'the same message fields',
  },
  { method: 'POST', path: '/api/projects/:projectId/messages/read', bytes: 1 * KB, why: 'one message id' },
  { method: 'PATCH', path: '/api/admin/messages/:id', bytes: 1 * KB, why: 'a status' },
  // Applicants and reviews.
  { method: 'POST', path: '/api/admin/applications/read', bytes: 64 * KB, why: ids(1000) },
  { method: 'POST', path: '/api/admin/applications/held/release', bytes: 64 * KB, why: ids(1000) },
  {
    method: 'POST',
    path: '/api/admin/applications/bulk-status',
    bytes: 16 * KB,
    why: `${ids(100)} and a note (2,000)`,
  },
  {
    method: 'PATCH',
    path: '/api/admin/applications/:id/status',
    bytes: 64 * KB,
    why: "a note (2,000), a message (5,000) and a mail's text (5,400): ~38 KB",
  },
  {
    method: 'POST',
    path: '/api/admin/applications/:id/notes',
    bytes: 32 * KB,
    why: 'a note (5,000): ~15 KB',
  },
  { method: 'POST', path: '/api/admin/applications/:id/project', bytes: 64 * KB, why: 'the project fields' },
  {
    method: 'PUT',
    path: '/api/admin/decision-mail-templates/:kind',
    bytes: 32 * KB,
    why: 'subject (200), heading (200), body (5,000): ~16 KB',
  },
  {
    method: 'POST',
    path: '/api/admin/applicant-views',
    bytes: 8 * KB,
    why: 'a name (60) and filters (1,000)',
  },
  { method: 'PATCH', path: '/api/admin/review-rubric/settings', bytes: 1 * KB, why: 'one flag' },
  {
    method: 'POST',
    path: '/api/admin/review-rubric/categories',
    bytes: 4 * KB,
    why: 'a name (80), a description (500), weight, position',
  },
  {
    method: 'PATCH',
    path: '/api/admin/review-rubric/categories/:id',
    bytes: 4 * KB,
    why: 'the same category fields',
  },
  {
    method: 'PUT',
    path: '/api/admin/reviews/:applicationId/mine',
    bytes: 256 * KB,
    why: 'a score and a comment (2,000) per category: 40 categories in full',
  },
  {
    method: 'POST',
    path: '/api/admin/reviews/:applicationId/recusal',
    bytes: 8 * KB,
    why: 'a reason (1,000)',
  },
  {
    method: 'POST',
    path: '/api/admin/reviews/:applicationId/assignees',
    bytes: 1 * KB,
    why: 'a reviewer id',
  },
  {
    method: 'POST',
    path: '/api/admin/reviews/assignments/bulk',
    bytes: 64 * KB,
    why: `${ids(500)} and 50 reviewer ids`,
  },
  {
    method: 'POST',
    path: '/api/admin/reviews/assignments/auto',
    bytes: 64 * KB,
    why: `${ids(500)} and a count`,
  },
  // Contracts and the console.
  { method: 'POST', path: '/api/contracts', bytes: ABI_BODY_LIMIT, why: abi },
  {
    method: 'PATCH',
    path: '/api/contracts/:id',
    bytes: 64 * KB,
    why: 'a label and up to 200 admin function signatures',
  },
  { method: 'PUT', path: '/api/contracts/:id/abi', bytes: ABI_BODY_LIMIT, why: abi },
  { method: 'POST', path: '/api/contracts/:id/abi/preview', bytes: ABI_BODY_LIMIT, why: abi },
  { method: 'PUT', path: '/api/contracts/:id/implementation-abi', bytes: ABI_BODY_LIMIT, why: abi },
  { method: 'POST', path: '/api/contracts/abi-lookup', bytes: 1 * KB, why: 'a network id and an address' },
  { method: 'POST', path: '/api/standard-abis', bytes: ABI_BODY_LIMIT, why: abi },
  { method: 'PATCH', path: '/api/standard-abis/:id', bytes: ABI_BODY_LIMIT, why: abi },
  {
    method: 'POST',
    path: '/api/deployments/:id/transactions',
    bytes: 64 * KB,
    why: 'a function name, up to 100 arguments, a hash',
  },
  {
    method: 'PATCH',
    path: '/api/deployments/:id/transactions/:txId',
    bytes: 8 * KB,
    why: 'a status and an error text (2,000)',
  },
  {
    method: 'POST',
    path: '/api/networks',
    bytes: 8 * KB,
    why: 'a name (100), a symbol, URLs (500 each), an API key (200)',
  },
  { method: 'PATCH', path: '/api/networks/:id', bytes: 8 * KB, why: 'the same network fields' },
  {
    method: 'POST',
    path: '/api/networks/:id/rpc',
    bytes: 64 * KB,
    why: 'a JSON-RPC read or a batch of them (call data)',
  },
  {
    method: 'POST',
    path: '/api/monitors',
    bytes: 8 * KB,
    why: 'a name (120), an event (200), a condition (500), a webhook URL',
  },
  { method: 'PATCH', path: '/api/monitors/:id', bytes: 8 * KB, why: 'the same monitor fields' },
  {
    method: 'POST',
    path: '/api/products',
    bytes: 16 * KB,
    why: 'a name (100), a description (2,000), 20 tags',
  },
  { method: 'PATCH', path: '/api/products/:id', bytes: 16 * KB, why: 'the same product fields' },
  { method: 'POST', path: '/api/launch-schedules', bytes: 8 * KB, why: 'a date, ids and notes (2,000)' },
  {
    method: 'PATCH',
    path: '/api/launch-schedules/:id',
    bytes: 8 * KB,
    why: 'a date, a status and notes (2,000)',
  },
];

/** `4 KB`, `1 MB`, `5.06 MB`: a limit as the 413 message and the docs name it (rounded down). */
export function formatBytes(bytes: number): string {
  if (bytes < MB) return `${Math.floor(bytes / KB)} KB`;
  const mb = Math.floor((bytes / MB) * 100) / 100;
  return `${mb} MB`;
}
