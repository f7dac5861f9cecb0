import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Vitest setup: a console.error or console.warn during a test fails it. React reports act(),
 * key and prop warnings and render errors there, so they can no longer pass unnoticed. A test
 * that provokes one on purpose says so with allowConsole(/pattern/).
 */
const seen: string[] = [];
const allowed: RegExp[] = [];

export function allowConsole(...patterns: RegExp[]): void {
  allowed.push(...patterns);
}

beforeEach(() => {
  seen.length = 0;
  allowed.length = 0;
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const text = format(...args);
      if (!allowed.some((p) => p.test(text))) seen.push(`console.${level}: ${text}`);
    });
  }
});

afterEach(() => {
  vi.mocked(console.error).mockRestore?.();
  vi.mocked(console.warn).mockRestore?.();
  if (seen.length) {
    const report = seen.join('\n');
    seen.length = 0;
    throw new Error(
      `The test wrote to the console (React and app errors must not pass silently):\n${report}`,
    );
  }
});
