import { describe, expect, it } from 'vitest';
import { allContracts } from './index';

/**
 * /docs/api lists each operation by its summary (issue 37: 'Read me', 'Accept', 'Nonce', 'List
 * monitors'): a summary says what the operation does in a phrase of at least four words.
 */
describe('route contract summaries', () => {
  it('each says what its operation does in a full phrase', () => {
    const short = allContracts
      .filter((c) => (c.summary ?? '').trim().split(/\s+/).length < 4)
      .map((c) => `${c.method} ${c.path}: '${c.summary}'`);
    expect(short).toEqual([]);
  });
});
