import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calendarDay, formatDateTime, longMonth, shortMonth, timeAgo } from './date-format';

describe('date formats', () => {
  it('writes an instant as day and minute, never seconds or a numeric day', () => {
    const text = formatDateTime('2026-12-02T02:03:20Z');
    expect(text).not.toMatch(/:20\b/);
    expect(text).not.toMatch(/\d+\/\d+\/\d+/);
    expect(text).toMatch(/2026/);
  });

  it('writes a calendar day in words whatever the time zone', () => {
    expect(calendarDay('2026-10-23')).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        Date.UTC(2026, 9, 23),
      ),
    );
    expect(calendarDay('2026-10-23')).not.toContain('2026-10-23');
    expect(calendarDay('2026-10-23T22:00:00.000Z')).toBe(calendarDay('2026-10-23'));
  });

  it('names chart months and relative times', () => {
    expect(shortMonth('2026-03')).toBe('Mar 26');
    expect(longMonth('2026-03')).toBe('March 2026');
    expect(timeAgo(new Date(Date.now() - 3 * 86_400_000).toISOString())).toMatch(/3/);
  });
});

/**
 * One place formats dates (issue 37: Journal, Monitors and Alerts printed '12/2/2026, 2:03:20 AM'
 * while every other screen wrote 'Dec 2, 2026, 2:03 AM'). Anywhere else in src/web a date is
 * formatted with this module, so the formats cannot drift apart again.
 */
const webRoot = join(import.meta.dirname, '..');
const allowed = new Set(['lib/date-format.ts']);
const refused: [RegExp, string][] = [
  [/\.toLocaleString\(\s*\)/, 'toLocaleString()'],
  [/\.toLocale(Date|Time)String\(/, 'toLocaleDateString/toLocaleTimeString'],
  [/\.toLocaleString\([^)]*(dateStyle|timeStyle)/, 'toLocaleString with a date style'],
  [/Intl\.(DateTimeFormat|RelativeTimeFormat)\b/, 'Intl.DateTimeFormat/RelativeTimeFormat'],
  [/toISOString\(\)\.slice\(/, 'toISOString().slice'],
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function dateFormattingOutside(files: Record<string, string>): string[] {
  return Object.entries(files).flatMap(([file, text]) =>
    allowed.has(file)
      ? []
      : text
          .split('\n')
          .flatMap((line, i) =>
            refused.filter(([pattern]) => pattern.test(line)).map(([, name]) => `${file}:${i + 1} ${name}`),
          ),
  );
}

describe('dates are formatted only in web/lib/date-format.ts', () => {
  it('finds a hand-made formatter (the check can fail)', () => {
    expect(
      dateFormattingOutside({
        'features/x.tsx': "const f = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });",
        'features/y.tsx': '<time>{new Date(at).toLocaleString()}</time>',
        'features/z.ts': 'const day = new Date().toISOString().slice(0, 10);',
        'lib/date-format.ts': 'new Intl.DateTimeFormat()',
      }),
    ).toEqual([
      'features/x.tsx:1 Intl.DateTimeFormat/RelativeTimeFormat',
      'features/y.tsx:1 toLocaleString()',
      'features/z.ts:1 toISOString().slice',
    ]);
  });

  it('src/web has none outside the module', () => {
    const files = Object.fromEntries(
      sources(webRoot).map((path) => [
        relative(webRoot, path).replaceAll('\\', '/'),
        readFileSync(path, 'utf8'),
      ]),
    );
    expect(dateFormattingOutside(files)).toEqual([]);
  });
});
