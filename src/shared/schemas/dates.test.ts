import { describe, expect, it } from 'vitest';
import { isoDate, isoDateTime } from './dates';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('isoDate', () => {
  it('names the field when the date is missing, malformed or out of range', () => {
    const date = isoDate('Target date');
    expect(messageOf(date.safeParse(undefined))).toBe('Target date is required');
    expect(messageOf(date.safeParse(null))).toBe('Target date is required');
    // An emptied date input sends '' (or a browser-side form may keep spaces).
    expect(messageOf(date.safeParse(''))).toBe('Target date is required');
    expect(messageOf(date.safeParse('  '))).toBe('Target date is required');
    expect(messageOf(date.safeParse('2025-02-30'))).toBe('Target date must be a date (YYYY-MM-DD)');
    expect(messageOf(date.safeParse(20250101))).toBe('Target date must be a date (YYYY-MM-DD)');
    expect(messageOf(date.safeParse('1999-12-31'))).toBe(
      'Target date must be between 2000-01-01 and 2100-12-31',
    );
    expect(date.parse('2025-01-31')).toBe('2025-01-31');
  });
});

describe('isoDateTime', () => {
  it('names the field when the time is missing or malformed', () => {
    const time = isoDateTime('Distributed at');
    expect(messageOf(time.safeParse(undefined))).toBe('Distributed at is required');
    expect(messageOf(time.safeParse(''))).toBe('Distributed at is required');
    expect(messageOf(time.safeParse('yesterday'))).toBe('Distributed at must be a date and time');
  });
});
