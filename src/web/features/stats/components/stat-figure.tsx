import type { ReactNode } from 'react';
import { Card, CardContent } from '~/web/components/ui/card';
import { IllustrativeBadge } from './illustrative-badge';

/** One KPI card; an illustrative one carries the badge and dashed border. */
export function KpiCard({
  label,
  value,
  detail,
  icon,
  illustrative = false,
}: {
  label: string;
  value: string;
  detail: ReactNode;
  icon: ReactNode;
  illustrative?: boolean;
}) {
  return (
    <Card className={illustrative ? 'border-dashed' : undefined}>
      <CardContent className="flex h-full flex-col gap-2 p-5">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
          <span aria-hidden className="text-muted-foreground [&_svg]:size-5">
            {icon}
          </span>
        </div>
        <p className="text-3xl font-bold tracking-tight">{value}</p>
        <div className="mt-auto flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {illustrative && <IllustrativeBadge />}
          <span>{detail}</span>
        </div>
      </CardContent>
    </Card>
  );
}
