import { afterAll, vi } from 'vitest';

/**
 * Unit files share a worker's module graph (vitest.config.ts, isolate: false), so what one file
 * changes globally ends with it: stubbed globals (renderRoute's fetch) and the browser storage.
 */
afterAll(() => {
  vi.unstubAllGlobals();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
