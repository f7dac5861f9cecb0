import { useState } from 'react';
import type { CapitalSource } from '~/shared/schemas/capital-sources';
import { FormField } from '~/web/components/ui/form-field';
import { NativeSelect, Options } from '~/web/components/ui/native-select';
import { QueryState } from '~/web/components/ui/query-state';
import { dateTimeFormat, shortDayFormat } from '~/web/lib/date-format';
import { useCapitalHistory } from '../api';
import { CapitalFigure } from './capital-figure';

const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** One source's readings over time: USD when it is converted, else the amount as read. */
export function CapitalHistory({ projectId, sources }: { projectId: string; sources: CapitalSource[] }) {
  const history = useCapitalHistory(projectId);
  const [chosen, setChosen] = useState('');
  const source = sources.find((s) => s.id === chosen) ?? sources[0]!;
  const usd = source.usdConversion !== 'none';
  const unit = usd ? 'USD' : 'Amount';
  const readings = (history.data ?? [])
    .filter((h) => h.sourceId === source.id)
    .slice()
    .reverse()
    .map((h) => ({ at: h.at, value: usd ? (h.usd ?? 0) : h.amount }));

  return (
    <section aria-labelledby="capital-history-heading" className="space-y-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="capital-history-heading" className="text-lg font-semibold">
          History
        </h2>
        <div className="w-full sm:w-72">
          <FormField label="Source">
            <NativeSelect value={source.id} onChange={(e) => setChosen(e.target.value)}>
              <Options items={sources} value={(s) => s.id} label={(s) => s.contractName} />
            </NativeSelect>
          </FormField>
        </div>
      </div>
      <QueryState query={history} skeleton="h-64 w-full">
        {() => (
          <CapitalFigure
            caption={`${source.contractName}: readings over time`}
            head={['Read at', unit]}
            rows={readings.map((r) => [dateTimeFormat.format(new Date(r.at)), amount.format(r.value)])}
            drawing={{
              kind: 'line',
              name: unit,
              data: readings.map((r) => ({ label: shortDayFormat.format(new Date(r.at)), value: r.value })),
            }}
            empty={readings.length === 0 ? 'No readings yet: a completed sync adds one.' : undefined}
            summary={summaryOf(source.contractName, readings, usd ? ' USD' : '')}
          />
        )}
      </QueryState>
    </section>
  );
}

function summaryOf(name: string, readings: Array<{ at: string; value: number }>, unit: string): string {
  const first = readings[0];
  const last = readings.at(-1);
  if (!first || !last) return `${name} has not been read yet.`;
  const when = (r: { at: string }) => dateTimeFormat.format(new Date(r.at));
  if (readings.length === 1)
    return `1 reading of ${name}, ${when(first)}: ${amount.format(first.value)}${unit}.`;
  return `${readings.length} readings of ${name} from ${when(first)} to ${when(last)}: ${amount.format(first.value)}${unit} to ${amount.format(last.value)}${unit}.`;
}
