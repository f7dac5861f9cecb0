import type { ScoreSummary } from '~/shared/schemas/reviews';

const fmt = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** Mean, median, spread and count of an application's reviews. */
export function ScoreSummaryFigures({ summary }: { summary: ScoreSummary }) {
  const figures: Array<[string, string]> = [
    ['Weighted mean', fmt.format(summary.mean)],
    ['Median', fmt.format(summary.median)],
    ['Spread', fmt.format(summary.spread)],
    ['Scores', String(summary.count)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-md border p-2">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-base font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
