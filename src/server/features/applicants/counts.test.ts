import { describe, expect, it } from 'vitest';
import type { ApplicationStatusCount } from '~/shared/schemas/applicants';
import { conversionRate, unreadUrgency } from './counts';

const now = new Date('2026-06-10T12:00:00Z');
const group = (unread: number, latestHoursAgo: number | null): ApplicationStatusCount => ({
  status: 'submitted',
  total_count: unread,
  unread_count: unread,
  latest_application:
    latestHoursAgo === null
      ? null
      : {
          id: 'x',
          name: 'n',
          contact_name: 'c',
          created_at: new Date(now.getTime() - latestHoursAgo * 3600_000).toISOString(),
        },
});

describe('unreadUrgency', () => {
  it('is normal with fewer than 5 unread, all recent', () => {
    expect(unreadUrgency([group(4, 1)], now)).toBe('normal');
    expect(unreadUrgency([group(0, null)], now)).toBe('normal');
  });

  it('is high from 5 unread across groups', () => {
    expect(unreadUrgency([group(3, 1), group(2, 2)], now)).toBe('high');
  });

  it('is urgent when any group’s latest unread is over 24 hours old, whatever the count', () => {
    expect(unreadUrgency([group(1, 24.01), group(0, null)], now)).toBe('urgent');
    expect(unreadUrgency([group(1, 24)], now)).toBe('normal');
  });
});

describe('conversionRate', () => {
  it('is approved / total as a percentage with one decimal', () => {
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(2, 3)).toBe(66.7);
    expect(conversionRate(5, 5)).toBe(100);
    expect(conversionRate(0, 0)).toBe(0);
  });
});
