import { lazy, Suspense } from 'react';
import { ChartEmpty } from '~/web/components/charts/chart-empty';
import { ChartTable } from '~/web/components/charts/chart-table';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Skeleton } from '~/web/components/ui/skeleton';
import { PALETTE } from '~/web/components/charts/chart-style';
import type { AnalyticsDrawingProps } from './analytics-drawing';

// recharts lives in this chunk only: the figures, captions and tables render without it.
const AnalyticsDrawing = lazy(() => import('./analytics-drawing'));

/**
 * A chart card whose drawing is hidden from assistive technology; the caption summarises it and a
 * visually hidden table carries every value.
 */
export function AnalyticsFigure({
  title,
  summary,
  head,
  rows,
  drawing,
  className,
  emptyText = 'No applications yet.',
}: {
  title: string;
  summary: string;
  head: [string, string];
  rows: Array<[string, number]>;
  drawing: AnalyticsDrawingProps;
  className?: string;
  /** Shown instead of a drawing of zeros. */
  emptyText?: string;
}) {
  const empty = rows.every(([, v]) => v === 0);
  return (
    <Card className={className}>
      <CardHeader className="pb-2">
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <figure>
          {empty ? (
            <ChartEmpty className="h-56">{emptyText}</ChartEmpty>
          ) : (
            <div aria-hidden className="h-56 text-muted-foreground">
              <Suspense fallback={<Skeleton className="h-full rounded-lg" />}>
                <AnalyticsDrawing {...drawing} />
              </Suspense>
            </div>
          )}
          {drawing.kind === 'pie' && !empty && <PieLegend rows={rows} />}
          <figcaption className="mt-3 text-sm text-muted-foreground">{summary}</figcaption>
          <ChartTable caption={title} head={head} rows={rows} />
        </figure>
      </CardContent>
    </Card>
  );
}

/**
 * The donut's key: each slice's colour, name and count, in the text colours of the theme. Screen
 * readers have the same values in the table, so the key is for the eye only.
 */
function PieLegend({ rows }: { rows: Array<[string, number]> }) {
  return (
    <ul aria-hidden data-testid="chart-legend" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {/* Keyed like the slices: by position among all rows; a status with none draws no slice. */}
      {rows.map(([label, value], i) =>
        value === 0 ? null : (
          <li key={label} className="flex items-center gap-1.5">
            <span
              className="size-3 shrink-0 rounded-sm"
              style={{ background: PALETTE[i % PALETTE.length] }}
            />
            <span>{label}</span>
            <span className="font-semibold tabular-nums">{value}</span>
          </li>
        ),
      )}
    </ul>
  );
}
