import { z } from 'zod';
import { isoDate } from './dates';

/**
 * The date range of /admin/analytics, in the page's search params and in the query of both of its
 * reads (GET /api/admin/analytics and /api/admin/analytics/capital). Days are UTC calendar days and
 * both ends are included. No params at all is the answer from before ranges existed: application
 * figures over all time, the daily chart over the last 30 days, the capital weeks over the last 12.
 */
export const analyticsPresets = ['7d', '30d', '90d', 'all'] as const;
export type AnalyticsPreset = (typeof analyticsPresets)[number];

export const analyticsPresetLabels: Record<AnalyticsPreset, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  all: 'All time',
};

/** How many days each rolling preset covers, today included. */
export const presetDays = { '7d': 7, '30d': 30, '90d': 90 } as const;

const optionalDate = (label: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), isoDate(label).optional());

export const analyticsRangeQuery = z
  .object({
    range: z.enum(analyticsPresets, { error: 'Range must be one of 7d, 30d, 90d or all' }).optional(),
    from: optionalDate('From'),
    to: optionalDate('To'),
  })
  .superRefine((q, ctx) => {
    if (q.range && (q.from || q.to)) {
      ctx.addIssue({ code: 'custom', path: ['range'], message: 'Choose a preset or dates, not both' });
    }
    if (q.from && q.to && q.from > q.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'From must be on or before To' });
    }
  });
/** A range as the reads are asked for it (blank dates are dropped before they are sent). */
export type AnalyticsRangeQuery = { range?: AnalyticsPreset; from?: string; to?: string };

/** What a range came to on the server: the days the figures count, null for an open end. */
export const analyticsRangeResponse = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type AnalyticsRange = z.input<typeof analyticsRangeResponse>;

const DAY = 86_400_000;
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/**
 * The days a parsed query covers, `today` being the UTC day now: a preset rolls back from today,
 * custom dates stand as given (a missing end is open). No query at all is all time.
 */
export function resolveAnalyticsRange(
  q: z.output<typeof analyticsRangeQuery>,
  today: string,
): AnalyticsRange {
  if (q.range && q.range !== 'all') return { from: addDays(today, 1 - presetDays[q.range]), to: today };
  return { from: q.from ?? null, to: q.to ?? null };
}

/** No param at all: the answer from before ranges (all-time figures, fixed-length charts). */
export const isLegacyRange = (q: z.output<typeof analyticsRangeQuery>) => !q.range && !q.from && !q.to;

/** The query string of a range, its set params only ('' for none): the page's URL and the reads share it. */
export function analyticsRangeSearch(q: Partial<Record<'range' | 'from' | 'to', string>>): string {
  const params = new URLSearchParams();
  for (const key of ['range', 'from', 'to'] as const) {
    const value = q[key];
    if (typeof value === 'string' && value !== '') params.set(key, value);
  }
  return params.toString();
}
