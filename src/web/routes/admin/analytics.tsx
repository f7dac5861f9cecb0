import { CheckCircle2, FileText, Search, TrendingUp } from 'lucide-react';
import { applicationStatusLabels } from '~/shared/applicants';
import { companyTypeLabel, industryLabel, projectStageLabel } from '~/shared/format';
import { Screen } from '~/web/components/layout/screen';
import { useApplicationAnalytics } from '~/web/features/applicants/api';
import { AnalyticsFigure } from '~/web/features/applicants/components/analytics-figure';
import { StatCard } from '~/web/features/applicants/components/stat-card';
import { CapitalAnalyticsSection } from '~/web/features/capital-sources/components/capital-analytics';
import { formatRate } from '~/web/features/applicants/urgency';
import { QueryState } from '~/web/components/ui/query-state';
import { calendarDay, shortCalendarDayFormat } from '~/web/lib/date-format';

const funnelLabels = { submitted: 'Submitted', reviewed: 'Reviewed', approved: 'Approved' } as const;

const stageLabel = (v: string) => (v === 'unspecified' ? 'Not specified' : projectStageLabel(v));

const top = (rows: Array<[string, number]>) => {
  const best = [...rows].sort((a, b) => b[1] - a[1])[0];
  return best && best[1] > 0 ? `${best[0]} leads with ${best[1]}.` : 'No applications yet.';
};

/** Funnel, conversion, 30-day trend, industries, company types and stages; all from real rows. */
export default function AnalyticsPage() {
  const analytics = useApplicationAnalytics();

  return (
    <Screen title="Analytics" intro="How applications move through review." className="max-w-6xl space-y-6">
      <QueryState query={analytics} skeleton="h-96" errorFallback="Failed to load analytics.">
        {(data) => <AnalyticsBody data={data} />}
      </QueryState>
      <CapitalAnalyticsSection />
    </Screen>
  );
}

function AnalyticsBody({ data }: { data: NonNullable<ReturnType<typeof useApplicationAnalytics>['data']> }) {
  const funnel = data.funnel.map((f): [string, number] => [funnelLabels[f.stage], f.count]);
  const byStatus = data.byStatus.map((s): [string, number] => [applicationStatusLabels[s.status], s.count]);
  const perDay = data.perDay.map((d) => ({
    label: calendarDay(d.date, shortCalendarDayFormat),
    value: d.count,
  }));
  const last30 = data.perDay.reduce((sum, d) => sum + d.count, 0);
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
            title="Applications per day (last 30 days)"
            summary={`${last30} applications in the last 30 days.`}
            emptyText={data.total > 0 ? 'No applications in the last 30 days.' : undefined}
            head={['Day', 'Applications']}
            rows={data.perDay.map((d): [string, number] => [calendarDay(d.date), d.count])}
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
