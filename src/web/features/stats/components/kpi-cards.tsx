import { Banknote, FileCheck2, Gem, TrendingUp } from 'lucide-react';
import { formatMoney, fundingPercent } from '~/shared/format';
import type { TransparencyStats } from '~/shared/schemas/stats';
import { illustrative } from '../illustrative';
import { KpiCard } from './stat-figure';

export function KpiCards({ totals }: { totals: TransparencyStats['totals'] }) {
  const funded = fundingPercent(totals.capitalRaised, totals.capitalTarget);
  return (
    <section aria-labelledby="kpi-heading">
      <h2 id="kpi-heading" className="sr-only">
        Key figures
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <KpiCard
          label="Applications Received"
          value={String(totals.totalApplications)}
          detail={`${totals.approvedApplications} approved`}
          icon={<FileCheck2 />}
        />
        <KpiCard
          label="Funding Progress"
          value={totals.capitalTarget > 0 ? `${funded}%` : 'No targets yet'}
          detail={`${formatMoney(totals.capitalRaised)} of ${formatMoney(totals.capitalTarget)} in targets`}
          icon={<Banknote />}
        />
        <KpiCard
          label="Average ROI"
          value={`+${illustrative.averageRoiPercent}%`}
          detail="Not yet measured"
          icon={<TrendingUp />}
          illustrative
        />
        <KpiCard
          label="Portfolio Valuation"
          value={`${illustrative.valuationMultiple}x`}
          detail="Of capital raised"
          icon={<Gem />}
          illustrative
        />
      </div>
    </section>
  );
}
