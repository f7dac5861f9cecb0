import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, mayReloadForChunk } from './error-fallback';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe('chunk load failures', () => {
  it('recognises the browsers’ messages for a missing chunk, and nothing else', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/assets/faq-abc.js',
      'error loading dynamically imported module: https://x/assets/faq-abc.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/faq-abc.css',
    ])
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads a page once, then not again within a minute, so it cannot loop', () => {
    const now = 1_700_000_000_000;
    expect(mayReloadForChunk('/faq', now, memoryStorage())).toBe(true);
    const tried = memoryStorage({ [CHUNK_RELOAD_KEY]: JSON.stringify({ path: '/faq', at: now - 5_000 }) });
    expect(mayReloadForChunk('/faq', now, tried)).toBe(false);
    // Another page, or the same page much later (a later deploy), may reload once again.
    expect(mayReloadForChunk('/companies', now, tried)).toBe(true);
    expect(mayReloadForChunk('/faq', now + 120_000, tried)).toBe(true);
    // Unreadable storage: no automatic reload at all.
    expect(mayReloadForChunk('/faq', now, memoryStorage({ [CHUNK_RELOAD_KEY]: '{' }))).toBe(false);
  });
});
