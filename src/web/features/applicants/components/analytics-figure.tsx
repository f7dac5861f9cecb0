import { lazy, Suspense } from 'react';
import { ChartEmpty } from '~/web/components/charts/chart-empty';
import { ChartTable } from '~/web/components/charts/chart-table';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Skeleton } from '~/web/components/ui/skeleton';
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
          <figcaption className="mt-3 text-sm text-muted-foreground">{summary}</figcaption>
          <ChartTable caption={title} head={head} rows={rows} />
        </figure>
      </CardContent>
    </Card>
  );
}
