import { ChartColumn } from 'lucide-react';
import { useId, useState } from 'react';
import { queryErrorMessages } from '~/shared/errors';
import { formatMoney } from '~/shared/format';
import { Button } from '~/web/components/ui/button';
import { emptyStats, usePublicStats } from '../public-api';

/**
 * The statistics block, hidden until the visitor asks for it (spec section 2). Stats are only
 * fetched, and then refreshed every 30 s, while the block is open.
 */
export function PublicStatsBlock() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { data, isError } = usePublicStats({ enabled: open });
  const stats = data ?? emptyStats;
  const sources = stats.active_capital_sources;

  const cards = [
    {
      label: 'Projects In Incubation',
      value: stats.projects_in_incubation.toLocaleString('en-US'),
      note: 'Active teams in the programme',
    },
    {
      label: 'Capital Raised',
      value: formatMoney(stats.capital_raised),
      note: `From ${sources} active source${sources === 1 ? '' : 's'}`,
    },
    { label: 'VIP NFT Revenue', value: formatMoney(stats.vip_nft_revenue), note: 'From VIP NFT sales' },
    {
      label: 'Token Sales',
      value: formatMoney(stats.token_vending_revenue),
      note: 'From token sale contracts',
    },
  ];

  return (
    <section aria-label="Incubator statistics" className="mx-auto max-w-6xl px-4">
      <div className="flex justify-center">
        <Button
          variant="ghost"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          <ChartColumn aria-hidden />
          {open ? 'Hide statistics' : 'Show statistics'}
        </Button>
      </div>
      <div id={panelId} hidden={!open} className="mt-6">
        {open && isError && (
          <p role="alert" className="mb-4 text-center text-sm text-destructive">
            {queryErrorMessages.statistics}
          </p>
        )}
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <div key={card.label} className="rounded-xl border bg-card p-5 shadow-sm">
              <dt className="text-sm font-medium text-muted-foreground">{card.label}</dt>
              <dd className="mt-2 text-3xl font-bold tabular-nums">{card.value}</dd>
              <dd className="mt-1 text-xs text-muted-foreground">{card.note}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
