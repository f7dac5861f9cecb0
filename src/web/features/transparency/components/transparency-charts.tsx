import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney, humanize, industryLabel } from '~/shared/format';
import type { TransparencyStats } from '~/shared/transparency';
import { longMonth, shortMonth } from '../month-label';
import { ChartFigure } from './chart-figure';

const BRAND = '#e84142';
const sourceLabels: Record<string, string> = {
  vip_nft: 'VIP NFT',
  token_sale: 'Token sales',
  other: 'Other',
};
const sourceLabel = (type: string) => sourceLabels[type] ?? humanize(type);
const PALETTE = [BRAND, '#3b82f6', '#f59e0b', '#10b981', '#8b5cf6', '#64748b', '#ec4899'];
const tick = { fill: 'currentColor', fontSize: 12 };
const tooltipStyle = {
  background: 'var(--popover)',
  color: 'var(--popover-foreground)',
  border: '1px solid var(--border)',
  borderRadius: 8,
};

type Props = Pick<
  TransparencyStats,
  'capitalByMonth' | 'projectsByMonth' | 'industries' | 'capitalSources'
> & {
  /** Cards that share the grid (the performance bars). */
  children?: ReactNode;
};

/** Loaded on demand so recharts never weighs on the first paint of the page. */
export default function TransparencyCharts({
  capitalByMonth,
  projectsByMonth,
  industries,
  capitalSources,
  children,
}: Props) {
  const capitalTotal = capitalByMonth.at(-1)?.cumulative ?? 0;
  const projectTotal = projectsByMonth.reduce((n, m) => n + m.count, 0);
  const industryTotal = industries.reduce((n, i) => n + i.count, 0);
  const pie = industries.map((i) => ({ name: industryLabel(i.industry), value: i.count }));
  const share = (count: number) => `${Math.round((count / industryTotal) * 100)}%`;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartFigure
        title="Capital Raised Over Time"
        empty={capitalByMonth.length === 0}
        emptyText="No capital has been recorded yet."
        summary={
          capitalByMonth.length > 0
            ? `Cumulative capital raised by our projects, from ${longMonth(capitalByMonth[0]!.month)} to ${longMonth(capitalByMonth.at(-1)!.month)}: ${formatMoney(capitalTotal)} in total.`
            : ''
        }
        table={{
          head: ['Month', 'Raised that month', 'Cumulative'],
          rows: capitalByMonth.map((m) => [
            longMonth(m.month),
            formatMoney(m.raised),
            formatMoney(m.cumulative),
          ]),
        }}
        footer={
          capitalSources.length > 0 && (
            <p className="mt-3 text-sm text-muted-foreground">
              By source:{' '}
              {capitalSources.map((s) => `${sourceLabel(s.sourceType)} ${formatMoney(s.total)}`).join(' · ')}
            </p>
          )
        }
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={capitalByMonth}
            margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="month" tickFormatter={shortMonth} tick={tick} stroke="var(--border)" />
            <YAxis
              tickFormatter={(v: number) => formatMoney(v)}
              tick={tick}
              width={60}
              stroke="var(--border)"
            />
            <Tooltip
              contentStyle={tooltipStyle}
              labelFormatter={(m) => longMonth(String(m))}
              formatter={(v) => [formatMoney(Number(v)), 'Cumulative']}
            />
            <Line type="monotone" dataKey="cumulative" stroke={BRAND} strokeWidth={2.5} dot={{ r: 3 }} />
          </LineChart>
        </ResponsiveContainer>
      </ChartFigure>

      <ChartFigure
        title="Projects by Month"
        empty={projectsByMonth.length === 0}
        emptyText="No projects have joined the incubator yet."
        summary={`${projectTotal} active ${projectTotal === 1 ? 'project' : 'projects'} by the month they joined.`}
        table={{
          head: ['Month', 'Projects'],
          rows: projectsByMonth.map((m) => [longMonth(m.month), String(m.count)]),
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={projectsByMonth}
            margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis dataKey="month" tickFormatter={shortMonth} tick={tick} stroke="var(--border)" />
            <YAxis allowDecimals={false} tick={tick} width={32} stroke="var(--border)" />
            <Tooltip
              contentStyle={tooltipStyle}
              cursor={{ fill: 'var(--muted)' }}
              labelFormatter={(m) => longMonth(String(m))}
              formatter={(v) => [String(v), 'Projects']}
            />
            <Bar dataKey="count" fill={BRAND} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>

      <ChartFigure
        title="Projects by Industry"
        empty={industries.length === 0}
        emptyText="No industry data yet: no active projects."
        summary={pie.map((p) => `${p.name} ${share(p.value)}`).join(', ') + '.'}
        table={{
          head: ['Industry', 'Projects', 'Share'],
          rows: pie.map((p) => [p.name, String(p.value), share(p.value)]),
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <PieChart accessibilityLayer={false}>
            <Pie
              rootTabIndex={-1}
              data={pie}
              dataKey="value"
              nameKey="name"
              innerRadius="45%"
              outerRadius="80%"
              paddingAngle={2}
            >
              {pie.map((p, i) => (
                <Cell key={p.name} fill={PALETTE[i % PALETTE.length]} stroke="var(--card)" />
              ))}
            </Pie>
            <Tooltip
              contentStyle={tooltipStyle}
              formatter={(v, name) => [`${String(v)} (${share(Number(v))})`, name]}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
          </PieChart>
        </ResponsiveContainer>
      </ChartFigure>
      {children}
    </div>
  );
}
