import { CheckCircle2, FileText, Search, TrendingUp } from 'lucide-react';
import { applicationStatusLabels } from '~/shared/schemas/applicant-status';
import { companyTypeLabel, industryLabel, projectStageLabel } from '~/shared/format';
import { Screen } from '~/web/components/layout/screen';
import { analyticsRangeSearch } from '~/shared/schemas/analytics-range';
import { useApplicationAnalytics } from '~/web/features/applicants/api';
import { rangeLabel, rangePhrase, useAnalyticsRange } from '~/web/features/applicants/analytics-range';
import { AnalyticsRangeControl } from '~/web/features/applicants/components/analytics-range-control';
import { AnalyticsFigure } from '~/web/features/applicants/components/analytics-figure';
import { StatCard } from '~/web/features/applicants/components/stat-card';
import { CapitalAnalyticsSection } from '~/web/features/capital-sources/components/capital-analytics';
import { formatRate } from '~/web/features/applicants/urgency';
import { QueryState } from '~/web/components/ui/query-state';
import { calendarDay, calendarMonthFormat, shortCalendarDayFormat } from '~/web/lib/date-format';

const funnelLabels = { submitted: 'Submitted', reviewed: 'Reviewed', approved: 'Approved' } as const;

const stageLabel = (v: string) => (v === 'unspecified' ? 'Not specified' : projectStageLabel(v));

const top = (rows: Array<[string, number]>) => {
  const best = [...rows].sort((a, b) => b[1] - a[1])[0];
  return best && best[1] > 0 ? `${best[0]} leads with ${best[1]}.` : 'No applications yet.';
};

/**
 * Funnel, conversion, trend, industries, company types and stages over the range in the URL; all
 * from real rows. The capital standings below are as of now whatever the range.
 */
export default function AnalyticsPage() {
  const range = useAnalyticsRange();
  const analytics = useApplicationAnalytics(range.query);
  const label = rangeLabel(range.query, analytics.data?.range);

  return (
    <Screen title="Analytics" intro="How applications move through review." className="max-w-6xl space-y-6">
      <AnalyticsRangeControl
        // A new URL (back, a pasted link) starts the control afresh from it.
        key={analyticsRangeSearch(range.raw)}
        choice={range.choice}
        raw={range.raw}
        errors={range.errors}
        onChange={range.go}
        summary={`Showing ${label}. Days are UTC calendar days, both the first and the last included. The application figures count the applications submitted in the range, at their status now; the capital chart follows it too, while total raised, sources, last sync and raised per project are standings as of now.`}
      />
      <QueryState query={analytics} skeleton="h-96" errorFallback="Failed to load analytics.">
        {(data) => <AnalyticsBody data={data} label={label} />}
      </QueryState>
      <CapitalAnalyticsSection range={range.query} />
    </Screen>
  );
}

const trendUnits = { day: 'day', week: 'week', month: 'month' } as const;

function AnalyticsBody({
  data,
  label,
}: {
  data: NonNullable<ReturnType<typeof useApplicationAnalytics>['data']>;
  label: string;
}) {
  const funnel = data.funnel.map((f): [string, number] => [funnelLabels[f.stage], f.count]);
  const byStatus = data.byStatus.map((s): [string, number] => [applicationStatusLabels[s.status], s.count]);
  const unit = trendUnits[data.trendUnit];
  const pointLabel = (date: string, short: boolean) =>
    unit === 'month'
      ? calendarDay(date, calendarMonthFormat)
      : calendarDay(date, short ? shortCalendarDayFormat : undefined);
  const perDay = data.perDay.map((d) => ({ label: pointLabel(d.date, true), value: d.count }));
  const inTrend = data.perDay.reduce((sum, d) => sum + d.count, 0);
  const industries = data.industries.map((r): [string, number] => [industryLabel(r.value), r.count]);
  const companyTypes = data.companyTypes.map((r): [string, number] => [companyTypeLabel(r.value), r.count]);
  const stages = data.stages.map((r): [string, number] => [stageLabel(r.value), r.count]);
  const pairs = (rows: Array<[string, number]>) => rows.map(([label, value]) => ({ label, value }));
  const reviewed = data.funnel.find((f) => f.stage === 'reviewed')?.count ?? 0;
  const approved = data.funnel.find((f) => f.stage === 'approved')?.count ?? 0;

  return (
    <>
      <h2 className="sr-only">Summary</h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard title="Total applications" value={data.total} icon={FileText} />
        <StatCard title="Reviewed" value={reviewed} icon={Search} hint="Under review or decided" />
        <StatCard title="Approved" value={approved} icon={CheckCircle2} />
        <StatCard
          title="Conversion rate"
          value={formatRate(data.conversionRate)}
          icon={TrendingUp}
          hint="Approved out of all applications"
        />
      </div>
      <h2 className="sr-only">Charts</h2>
      <div className="space-y-2">
        {/* The server counts per UTC day and month; an admin far from UTC would otherwise misread the edges. */}
        <p className="text-sm text-muted-foreground">Days and months are in UTC.</p>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <AnalyticsFigure
            title="Review funnel"
            summary={`${data.total} submitted, ${reviewed} reviewed, ${approved} approved (${formatRate(data.conversionRate)}).`}
            head={['Stage', 'Applications']}
            rows={funnel}
            drawing={{ kind: 'bar', data: pairs(funnel) }}
          />
          <AnalyticsFigure
            title="Applications by status"
            summary={byStatus.map(([l, v]) => `${l}: ${v}`).join(', ')}
            head={['Status', 'Applications']}
            rows={byStatus}
            drawing={{ kind: 'pie', data: pairs(byStatus) }}
          />
          <AnalyticsFigure
            className="lg:col-span-2"
            title={`Applications per ${unit} (${label})`}
            summary={`${inTrend} ${inTrend === 1 ? 'application' : 'applications'} ${rangePhrase(label)}${unit === 'day' ? '' : `, counted by ${unit}`}.`}
            emptyText={data.total > 0 ? `No applications ${rangePhrase(label)}.` : undefined}
            head={[unit === 'day' ? 'Day' : unit === 'week' ? 'Week from' : 'Month', 'Applications']}
            rows={data.perDay.map((d): [string, number] => [pointLabel(d.date, false), d.count])}
            drawing={{ kind: 'line', data: perDay }}
          />
          <AnalyticsFigure
            title="Industries"
            summary={top(industries)}
            head={['Industry', 'Applications']}
            rows={industries}
            drawing={{ kind: 'horizontal-bar', data: pairs(industries) }}
          />
          <AnalyticsFigure
            title="Company types"
            summary={top(companyTypes)}
            head={['Company type', 'Applications']}
            rows={companyTypes}
            drawing={{ kind: 'horizontal-bar', data: pairs(companyTypes) }}
          />
          <AnalyticsFigure
            className="lg:col-span-2"
            title="Project stages"
            summary={top(stages)}
            head={['Stage', 'Applications']}
            rows={stages}
            drawing={{ kind: 'horizontal-bar', data: pairs(stages) }}
          />
        </div>
      </div>
    </>
  );
}
