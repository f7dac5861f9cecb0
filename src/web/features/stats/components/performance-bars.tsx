import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Meter } from '~/web/components/ui/meter';
import type { TransparencyStats } from '~/shared/schemas/stats';
import { illustrative } from '../illustrative';
import { IllustrativeBadge } from './illustrative-badge';

interface Bar {
  label: string;
  percent: number;
  text: string;
  illustrative: boolean;
}

export function PerformanceBars({ totals }: { totals: TransparencyStats['totals'] }) {
  const bars: Bar[] = [
    {
      label: 'Application success rate',
      percent: totals.successRate,
      text: `${totals.successRate.toFixed(1)}%`,
      illustrative: false,
    },
    {
      label: 'Capital efficiency',
      percent: illustrative.capitalEfficiencyPercent,
      text: `${illustrative.capitalEfficiencyPercent}%`,
      illustrative: true,
    },
    {
      label: 'Time to market',
      percent: illustrative.timeToMarketPercent,
      text: `${illustrative.timeToMarketPercent}%`,
      illustrative: true,
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle id="performance-heading">Performance</CardTitle>
        <CardDescription>Measured figures first; illustrative ones are examples, not data.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-5">
          {bars.map((bar) => (
            <li key={bar.label}>
              <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="flex items-center gap-2 font-medium">
                  {bar.label}
                  {bar.illustrative && <IllustrativeBadge />}
                </span>
                <span className="font-semibold tabular-nums">{bar.text}</span>
              </div>
              <Meter
                label={bar.label}
                percent={bar.percent}
                valueText={bar.illustrative ? `${bar.text} (illustrative)` : bar.text}
                className="h-2.5"
                barClassName={bar.illustrative ? 'bg-muted-foreground/50' : 'bg-brand'}
              />
            </li>
          ))}
        </ul>
        <p className="mt-6 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          Average time to first funding: {illustrative.monthsToFirstFunding} months
          <IllustrativeBadge />
        </p>
      </CardContent>
    </Card>
  );
}
