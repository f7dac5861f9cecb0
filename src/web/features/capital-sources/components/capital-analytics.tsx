import { Link } from 'react-router';
import { formatMoney } from '~/shared/format';
import type { AnalyticsRangeQuery } from '~/shared/schemas/analytics-range';
import { capitalSourceTypeLabels, capitalSourceTypes } from '~/shared/schemas/capital-sources';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';
import { QueryState } from '~/web/components/ui/query-state';
import { calendarDay, dateTimeFormat, shortCalendarDayFormat } from '~/web/lib/date-format';
import { useCapitalAnalytics } from '../api';
import { CapitalFigure } from './capital-figure';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
/** The bar chart shows the leaders; the table under it lists every project. */
const TOP = 10;

/** The 'Capital' part of /admin/analytics: raised per project and per source type over time. */
export function CapitalAnalyticsSection({ range }: { range: AnalyticsRangeQuery }) {
  const query = useCapitalAnalytics(range);
  return (
    <section aria-labelledby="capital-analytics-heading" className="space-y-4">
      <div>
        <h2 id="capital-analytics-heading" className="text-xl font-semibold tracking-tight">
          Capital
        </h2>
        <p className="text-sm text-muted-foreground">
          Raised by the incubated projects, from their capital sources and sync history.
        </p>
      </div>
      <QueryState query={query} skeleton="h-80" errorFallback="Failed to load capital analytics.">
        {(data) => <CapitalAnalyticsBody data={data} />}
      </QueryState>
    </section>
  );
}

function CapitalAnalyticsBody({
  data,
}: {
  data: NonNullable<ReturnType<typeof useCapitalAnalytics>['data']>;
}) {
  const h = data.syncHealth;
  const sourceCount = h.pending + h.syncing + h.completed + h.failed;
  const top = data.byProject.slice(0, TOP);
  const unpublished = data.byProject.filter((p) => !p.published).length;
  const latest = data.weekly.at(-1);
  const typeSummary = data.byType
    .map((t) => `${capitalSourceTypeLabels[t.type]} ${formatMoney(t.raised)}`)
    .join(', ');
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card className="lg:col-span-2">
        <CardContent className="grid gap-4 pt-6 sm:grid-cols-3">
          <div>
            <p className="text-sm text-muted-foreground">Total raised</p>
            <p className="text-2xl font-semibold tabular-nums">{formatMoney(data.totalRaised)}</p>
            <p className="text-xs text-muted-foreground">
              {data.byProject.length} {data.byProject.length === 1 ? 'project' : 'projects'}
              {unpublished > 0 &&
                `, ${unpublished} of them unpublished or archived; the public site shows ${formatMoney(data.publicRaised)}`}
            </p>
          </div>
          <div>
            <p className="text-sm text-muted-foreground">Capital sources</p>
            <p className="text-2xl font-semibold tabular-nums">{sourceCount}</p>
            <p className="text-xs text-muted-foreground">
              {h.completed} synced, {h.failed} failed, {h.pending + h.syncing} waiting
            </p>
          </div>
          <div>
            <p className="text-sm text-muted-foreground">Last sync</p>
            <p className="text-lg font-semibold">
              {data.lastSyncedAt ? dateTimeFormat.format(new Date(data.lastSyncedAt)) : 'Never'}
            </p>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-lg">Capital raised per project</CardTitle>
        </CardHeader>
        <CardContent>
          <CapitalFigure
            caption="Capital raised per project"
            head={['Project', 'Raised', 'Target']}
            rows={data.byProject.map((p) => [
              p.name,
              usd.format(p.raised),
              p.target == null ? 'Not disclosed' : usd.format(p.target),
            ])}
            drawing={{
              kind: 'bar',
              name: 'Raised (USD)',
              data: top.map((p) => ({ label: p.name, value: p.raised })),
            }}
            empty={data.byProject.every((p) => p.raised === 0) ? 'No capital raised yet.' : undefined}
            summary={
              top[0] ? (
                <>
                  <Link
                    to={`/incubator/${top[0].id}?tab=capital`}
                    className="underline-offset-4 hover:underline"
                  >
                    {top[0].name}
                  </Link>{' '}
                  leads with {formatMoney(top[0].raised)}
                  {data.byProject.length > TOP
                    ? `; the ${TOP} highest of ${data.byProject.length} are drawn.`
                    : '.'}
                </>
              ) : (
                'No project has a capital figure yet.'
              )
            }
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-lg">Raised per source type over time</CardTitle>
        </CardHeader>
        <CardContent>
          <CapitalFigure
            caption="Raised per source type, week by week"
            head={['Week of', ...capitalSourceTypes.map((t) => capitalSourceTypeLabels[t])]}
            rows={data.weekly.map((w) => [
              calendarDay(w.week),
              ...capitalSourceTypes.map((t) => usd.format(w[t])),
            ])}
            drawing={{
              kind: 'stacked-area',
              series: capitalSourceTypes.map((t) => ({ key: t, name: capitalSourceTypeLabels[t] })),
              data: data.weekly.map((w) => ({
                label: calendarDay(w.week, shortCalendarDayFormat),
                ...pick(w),
              })),
            }}
            empty={
              data.weekly.every((w) => capitalSourceTypes.every((t) => w[t] === 0))
                ? 'No sync history yet.'
                : undefined
            }
            summary={
              latest
                ? `${data.weekly.length} ${data.weekly.length === 1 ? 'week' : 'weeks'} in the range, from the sources' readings. Now: ${typeSummary}.`
                : 'No sync history yet.'
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}

const pick = (w: Record<string, string | number>) =>
  Object.fromEntries(capitalSourceTypes.map((t) => [t, w[t] ?? 0]));
