import { describe, expect, it } from 'vitest';
import { classifyError } from '~/shared/error-categories';
import { ERROR_LOG_KEY, logClassifiedError, readErrorLog } from './error-log';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

describe('error log', () => {
  it('keeps the newest 50 classified errors', () => {
    const storage = new MemoryStorage();
    for (let i = 1; i <= 55; i++)
      logClassifiedError(classifyError({ status: 500, message: `e${i}` }), 'test', storage);
    const log = readErrorLog(storage);
    expect(log).toHaveLength(50);
    expect(log[0]!.message).toBe('e6');
    expect(log[49]).toMatchObject({ message: 'e55', category: 'server', severity: 'high', status: 500 });
  });

  it('starts over from a corrupt entry instead of failing', () => {
    const storage = new MemoryStorage();
    storage.setItem(ERROR_LOG_KEY, '{not json');
    logClassifiedError(classifyError({ status: 0, message: 'offline' }), undefined, storage);
    expect(readErrorLog(storage).map((e) => e.category)).toEqual(['network']);
  });
});
