import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BODY_BYTE_LIMIT } from '../features/applications/read-submission';
import { APPLICATION_BODY_LIMIT, bodyLimits, DEFAULT_BODY_LIMIT, formatBytes, KB } from './body-limits';
import { bodyLimitMatcher } from './bounded-body';

const docs = readFileSync(path.resolve(import.meta.dirname, '../../../docs/operations.md'), 'utf8');

/** The rows of the table under docs/operations.md's "Request body limits", cells trimmed. */
function documentedRows(): string[][] {
  const section = docs.split(/^## /m).find((s) => s.startsWith('Request body limits'));
  if (!section) throw new Error('docs/operations.md has no "## Request body limits" section');
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

describe('the body limits table', () => {
  it('is the one in docs/operations.md, row for row', () => {
    const expected = bodyLimits.map((e) => [`\`${e.method}\``, `\`${e.path}\``, formatBytes(e.bytes), e.why]);
    expect(documentedRows()).toEqual(expected);
    expect(docs).toContain(`gets **${formatBytes(DEFAULT_BODY_LIMIT)}** (\`DEFAULT_BODY_LIMIT\`)`);
  });

  it('names each route once', () => {
    const keys = bodyLimits.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("gives the intake the same total as its multipart parser's own", () => {
    expect(APPLICATION_BODY_LIMIT).toBe(BODY_BYTE_LIMIT);
  });

  it('finds a route by its pattern, a path before the wildcard over it, and the default otherwise', () => {
    const limitOf = bodyLimitMatcher();
    expect(limitOf('POST', '/api/auth/sign-in/email')).toBe(4 * KB);
    expect(limitOf('POST', '/api/projects/p1/messages')).toBe(32 * KB);
    expect(limitOf('POST', '/api/projects/p1/messages/read')).toBe(1 * KB);
    expect(limitOf('PATCH', '/api/projects/p1/messages/read')).toBe(32 * KB);
    expect(limitOf('DELETE', '/api/projects/p1')).toBe(DEFAULT_BODY_LIMIT);
    expect(limitOf('POST', '/api/something-new')).toBe(DEFAULT_BODY_LIMIT);
    const first = bodyLimitMatcher([
      { method: 'POST', path: '/api/x/:id', bytes: 10, why: '' },
      { method: 'POST', path: '/api/x/*', bytes: 20, why: '' },
    ]);
    expect(first('POST', '/api/x/1')).toBe(10);
    expect(first('POST', '/api/x/1/2')).toBe(20);
  });

  it('names a limit in KB below 1 MB and in MB (rounded down) above', () => {
    expect(formatBytes(4 * KB)).toBe('4 KB');
    expect(formatBytes(1024 * KB)).toBe('1 MB');
    expect(formatBytes(5 * 1024 * KB + 64 * KB)).toBe('5.06 MB');
  });
});
