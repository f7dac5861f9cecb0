import { lazy, Suspense, type ReactNode } from 'react';
import { ChartEmpty } from '~/web/components/charts/chart-empty';
import { ChartTable } from '~/web/components/charts/chart-table';
import { Skeleton } from '~/web/components/ui/skeleton';
import type { CapitalDrawingProps } from './capital-drawing';

// recharts lives in this chunk only: captions and tables render without it, public pages never load it.
const CapitalDrawing = lazy(() => import('./capital-drawing'));

/**
 * A capital chart whose drawing is hidden from assistive technology; the caption summarises it and
 * a visually hidden table carries every value.
 */
export function CapitalFigure({
  caption,
  summary,
  head,
  rows,
  drawing,
  empty,
}: {
  caption: string;
  summary: ReactNode;
  head: string[];
  rows: Array<Array<string>>;
  drawing: CapitalDrawingProps;
  /** Shown instead of the drawing when there is nothing to draw. */
  empty?: string;
}) {
  return (
    <figure>
      {empty ? (
        <ChartEmpty className="h-56">{empty}</ChartEmpty>
      ) : (
        <div aria-hidden className="h-64 overflow-hidden text-muted-foreground">
          <Suspense fallback={<Skeleton className="h-full rounded-lg" />}>
            <CapitalDrawing {...drawing} />
          </Suspense>
        </div>
      )}
      <figcaption className="mt-3 text-sm text-muted-foreground">{summary}</figcaption>
      {rows.length > 0 && <ChartTable caption={caption} head={head} rows={rows} />}
    </figure>
  );
}
