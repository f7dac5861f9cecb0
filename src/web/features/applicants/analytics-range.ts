import { useSearchParams } from 'react-router';
import {
  analyticsPresetLabels,
  analyticsRangeQuery,
  analyticsRangeSearch,
  isLegacyRange,
  type AnalyticsPreset,
  type AnalyticsRange,
  type AnalyticsRangeQuery,
} from '~/shared/schemas/analytics-range';
import { calendarDay } from '~/web/lib/date-format';

/** What the screen shows when its URL names no range. */
export const DEFAULT_PRESET: AnalyticsPreset = '30d';

type RangeField = 'range' | 'from' | 'to';

/**
 * The range in /admin/analytics's search params (?range=7d, ?from=…&to=…), checked by the shared
 * schema. A link with a bad range shows the default figures and the fields' messages, never a
 * failed read.
 */
export function useAnalyticsRange() {
  const [params, setParams] = useSearchParams();
  const raw = {
    range: params.get('range') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  };
  const parsed = analyticsRangeQuery.safeParse(raw);
  const errors: Partial<Record<RangeField, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path[0] as RangeField] ??= issue.message;
  }
  const query: AnalyticsRangeQuery =
    parsed.success && !isLegacyRange(parsed.data) ? parsed.data : { range: DEFAULT_PRESET };
  const choice: AnalyticsPreset | 'custom' = query.range ?? 'custom';

  const go = (next: AnalyticsRangeQuery) =>
    setParams(new URLSearchParams(next.range === DEFAULT_PRESET ? '' : analyticsRangeSearch(next)));

  return { query, choice, raw, errors, go };
}

/** 'last 30 days', 'all time', 'Nov 2, 2026 to Nov 9, 2026', 'from Nov 2, 2026', 'up to …'. */
export function rangeLabel(query: AnalyticsRangeQuery, resolved?: AnalyticsRange): string {
  if (query.range) return analyticsPresetLabels[query.range].toLowerCase();
  const from = resolved?.from ?? query.from;
  const to = resolved?.to ?? query.to;
  if (from && to) return `${calendarDay(from)} to ${calendarDay(to)}`;
  if (from) return `from ${calendarDay(from)}`;
  return to ? `up to ${calendarDay(to)}` : 'all time';
}

/** The label as it reads in a sentence: 'in the last 30 days', 'over all time', 'from … to …'. */
export function rangePhrase(label: string): string {
  if (label.startsWith('last ')) return `in the ${label}`;
  if (label === 'all time') return 'over all time';
  return /^(from|up to) /.test(label) ? label : `from ${label}`;
}
