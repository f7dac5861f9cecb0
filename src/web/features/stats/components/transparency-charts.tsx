import { lazy, Suspense, type ReactNode } from 'react';
import { formatMoney, humanize, industryLabel } from '~/shared/format';
import type { TransparencyStats } from '~/shared/schemas/stats';
import { longMonth } from '~/web/lib/date-format';
import { useNearViewport } from '../use-near-viewport';
import type { Drawing } from './chart-drawing';
import { ChartFigure } from './chart-figure';
import { StaticDrawing } from './static-drawing';

const ChartDrawing = lazy(() => import('./chart-drawing'));

const sourceLabels: Record<string, string> = {
  vip_nft: 'VIP NFT',
  token_sale: 'Token sales',
  other: 'Other',
};
const sourceLabel = (type: string) => sourceLabels[type] ?? humanize(type);

/**
 * The server's SVG drawing of the chart (static-drawing.tsx) until the chart scrolls near the
 * screen and recharts' interactive one has loaded, which then takes its place: never an empty box.
 */
function LazyDrawing(drawing: Drawing) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className="size-full">
      {near ? (
        <Suspense fallback={<StaticDrawing {...drawing} />}>
          <ChartDrawing {...drawing} />
        </Suspense>
      ) : (
        <StaticDrawing {...drawing} />
      )}
    </div>
  );
}

type Props = Pick<
  TransparencyStats,
  'capitalByMonth' | 'projectsByMonth' | 'industries' | 'capitalSources'
> & {
  /** Cards that share the grid (the performance bars). */
  children?: ReactNode;
};

export function TransparencyCharts({
  capitalByMonth,
  projectsByMonth,
  industries,
  capitalSources,
  children,
}: Props) {
  const capitalTotal = capitalByMonth.at(-1)?.cumulative ?? 0;
  const projectTotal = projectsByMonth.reduce((n, m) => n + m.count, 0);
  const industryTotal = industries.reduce((n, i) => n + i.count, 0);
  const share = (count: number) => `${Math.round((count / industryTotal) * 100)}%`;
  const pie = industries.map((i) => ({
    name: industryLabel(i.industry),
    value: i.count,
    share: share(i.count),
  }));

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartFigure
        title="Capital Raised Over Time"
        empty={capitalByMonth.length === 0}
        emptyText="No capital has been recorded yet."
        summary={
          capitalByMonth.length > 0
            ? `Cumulative capital raised by our projects, from ${longMonth(capitalByMonth[0]!.month)} to ${longMonth(capitalByMonth.at(-1)!.month)}: ${formatMoney(capitalTotal)} in total.`
            : ''
        }
        table={{
          head: ['Month', 'Raised that month', 'Cumulative'],
          rows: capitalByMonth.map((m) => [
            longMonth(m.month),
            formatMoney(m.raised),
            formatMoney(m.cumulative),
          ]),
        }}
        footer={
          capitalSources.length > 0 && (
            <p className="mt-3 text-sm text-muted-foreground">
              By source:{' '}
              {capitalSources.map((s) => `${sourceLabel(s.sourceType)} ${formatMoney(s.total)}`).join(' · ')}
            </p>
          )
        }
      >
        <LazyDrawing kind="capital" data={capitalByMonth} />
      </ChartFigure>

      <ChartFigure
        title="Projects by Month"
        empty={projectsByMonth.length === 0}
        emptyText="No projects have joined the incubator yet."
        summary={`${projectTotal} active ${projectTotal === 1 ? 'project' : 'projects'} by the month they were added to the incubator.`}
        table={{
          head: ['Month', 'Projects'],
          rows: projectsByMonth.map((m) => [longMonth(m.month), String(m.count)]),
        }}
      >
        <LazyDrawing kind="projects" data={projectsByMonth} />
      </ChartFigure>

      <ChartFigure
        title="Projects by Industry"
        empty={industries.length === 0}
        emptyText="No industry data yet: no active projects."
        summary={pie.map((p) => `${p.name} ${p.share}`).join(', ') + '.'}
        table={{
          head: ['Industry', 'Projects', 'Share'],
          rows: pie.map((p) => [p.name, String(p.value), p.share]),
        }}
      >
        <LazyDrawing kind="industries" data={pie} />
      </ChartFigure>
      {children}
    </div>
  );
}
