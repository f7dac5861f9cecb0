import type { ReactNode } from 'react';
import { ChartEmpty } from '~/web/components/charts/chart-empty';
import { ChartTable } from '~/web/components/charts/chart-table';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';

/**
 * A chart card. The drawing is hidden from assistive technology; the caption summarises it and a
 * visually hidden table carries every value, so nothing is only visible as a shape.
 */
export function ChartFigure({
  title,
  summary,
  empty,
  emptyText,
  table,
  children,
  footer,
}: {
  title: string;
  summary: string;
  empty: boolean;
  emptyText: string;
  table: { head: string[]; rows: string[][] };
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card className="flex flex-col">
      <CardHeader className="pb-2">
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col">
        {empty ? (
          <ChartEmpty className="h-64">{emptyText}</ChartEmpty>
        ) : (
          <figure className="flex flex-1 flex-col">
            <div aria-hidden className="h-64 text-muted-foreground">
              {children}
            </div>
            <figcaption className="mt-3 text-sm text-muted-foreground">{summary}</figcaption>
            <ChartTable caption={title} head={table.head} rows={table.rows} />
          </figure>
        )}
        {footer}
      </CardContent>
    </Card>
  );
}
