import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationAnalytics } from '~/shared/schemas/applicants';
import type { ApplicationStatusValue } from '~/shared/enums';
import { withAdminContext } from '../../test/admin-context';
import { createApplication } from '../../test/factories';
import type { TestContext } from '../../test/harness';
import { getApplicationAnalytics } from './analytics';

let t: TestContext;
const { send, get } = withAdminContext((ctx) => (t = ctx.t));

// A Wednesday noon, UTC; the range presets roll back from its day.
const now = new Date('2026-11-18T12:00:00Z');

beforeAll(async () => {
  // Each just inside or just outside a preset's first day (UTC): [name, created, status, industry].
  const rows: Array<[string, string, ApplicationStatusValue?, string?]> = [
    ['Today', '2026-11-18T08:00:00Z', 'approved', 'nft'],
    ['Seventh day', '2026-11-12T00:00:00Z'],
    ['Eighth day', '2026-11-11T23:59:59.999Z', 'rejected'],
    ['Thirtieth day', '2026-10-20T00:00:00Z', 'under_review', 'infrastructure'],
    ['Thirty-first day', '2026-10-19T23:59:59.999Z', 'approved'],
    ['January', '2026-01-05T10:00:00Z', undefined, 'social'],
  ];
  for (const [name, created, status = 'submitted', industry = 'defi'] of rows) {
    await createApplication(t.db, { name, status, industry, createdAt: new Date(created) });
  }
});

const analytics = (query: Parameters<typeof getApplicationAnalytics>[0]['query']) =>
  getApplicationAnalytics({ db: t.db, query, now });
const sum = (data: ApplicationAnalytics) => data.perDay.reduce((s, d) => s + d.count, 0);

describe('application analytics over a date range', () => {
  it('without a range answers as before: all-time figures, a daily chart of the last 30 days', async () => {
    const data = await analytics({});
    expect(data.range).toEqual({ from: null, to: null });
    expect(data.total).toBe(6);
    expect(data.trendUnit).toBe('day');
    expect(data.perDay).toHaveLength(30);
    expect(data.perDay[0]).toEqual({ date: '2026-10-20', count: 1 });
    expect(data.perDay.at(-1)).toEqual({ date: '2026-11-18', count: 1 });
    expect(sum(data)).toBe(4);
  });

  it('a preset counts the days up to today, both ends included, in every figure', async () => {
    const week = await analytics({ range: '7d' });
    expect(week.range).toEqual({ from: '2026-11-12', to: '2026-11-18' });
    expect(week.total).toBe(2);
    expect(week.byStatus.filter((s) => s.count > 0)).toEqual([
      { status: 'submitted', count: 1 },
      { status: 'approved', count: 1 },
    ]);
    expect(week.funnel).toEqual([
      { stage: 'submitted', count: 2 },
      { stage: 'reviewed', count: 1 },
      { stage: 'approved', count: 1 },
    ]);
    expect(week.conversionRate).toBe(50);
    expect(week.industries).toEqual([
      { value: 'defi', count: 1 },
      { value: 'nft', count: 1 },
    ]);
    expect(week.perDay.map((d) => d.date)).toEqual([
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
    ]);
    expect(sum(week)).toBe(2);

    const month = await analytics({ range: '30d' });
    expect(month.range).toEqual({ from: '2026-10-20', to: '2026-11-18' });
    expect(month.total).toBe(4);
    expect(month.stages).toEqual([{ value: 'unspecified', count: 4 }]);

    const quarter = await analytics({ range: '90d' });
    expect(quarter.total).toBe(5);
    expect(quarter.trendUnit).toBe('day');
    expect(quarter.perDay).toHaveLength(90);
  });

  it('all time starts the chart at the first application, in weeks once it spans more than a quarter', async () => {
    const all = await analytics({ range: 'all' });
    expect(all.range).toEqual({ from: null, to: null });
    expect(all.total).toBe(6);
    expect(all.trendUnit).toBe('week');
    expect(all.perDay[0]).toEqual({ date: '2026-01-05', count: 1 });
    expect(all.perDay.at(-1)!.date).toBe('2026-11-16');
    expect(sum(all)).toBe(6);
  });

  it('custom dates include both days, and a long span is drawn by months clipped to the range', async () => {
    const twoDays = await analytics({ from: '2026-10-19', to: '2026-10-20' });
    expect(twoDays.range).toEqual({ from: '2026-10-19', to: '2026-10-20' });
    expect(twoDays.total).toBe(2);
    expect(twoDays.perDay).toEqual([
      { date: '2026-10-19', count: 1 },
      { date: '2026-10-20', count: 1 },
    ]);

    const fromOnly = await analytics({ from: '2026-11-12' });
    expect(fromOnly.range).toEqual({ from: '2026-11-12', to: null });
    expect(fromOnly.total).toBe(2);

    const years = await analytics({ from: '2024-01-15', to: '2026-12-31' });
    expect(years.trendUnit).toBe('month');
    expect(years.perDay[0]).toEqual({ date: '2024-01-15', count: 0 });
    // The chart stops at today: the future holds no applications.
    expect(years.perDay.at(-1)).toEqual({ date: '2026-11-01', count: 3 });
    expect(sum(years)).toBe(6);
  });
});

describe('GET /api/admin/analytics with a range', () => {
  it('applies the query, and without one keeps the old answer', async () => {
    const served = await get<ApplicationAnalytics>('/api/admin/analytics?from=2026-10-19&to=2026-10-20');
    expect(served.total).toBe(2);
    expect(served.range).toEqual({ from: '2026-10-19', to: '2026-10-20' });
    const plain = await get<ApplicationAnalytics>('/api/admin/analytics');
    expect(plain.total).toBe(6);
    expect(plain.perDay).toHaveLength(30);
  });

  it.each([
    ['from=2026-11-20&to=2026-11-01', { from: 'From must be on or before To' }],
    ['from=20-11-2026', { from: 'From must be a date (YYYY-MM-DD)' }],
    ['to=1999-12-31', { to: 'To must be between 2000-01-01 and 2100-12-31' }],
    ['range=1y', { range: 'Range must be one of 7d, 30d, 90d or all' }],
    ['range=7d&from=2026-11-01', { range: 'Choose a preset or dates, not both' }],
  ])('refuses %s with 400 naming the field, on both reads of the screen', async (qs, fields) => {
    for (const path of ['/api/admin/analytics', '/api/admin/analytics/capital']) {
      const res = await send(`${path}?${qs}`, 'GET');
      expect(res.status, path).toBe(400);
      expect((await res.json()).error.fields, path).toEqual(fields);
    }
  });
});
