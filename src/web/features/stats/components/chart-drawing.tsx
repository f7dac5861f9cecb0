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
import { axis, BRAND, grid, PALETTE, tooltipStyle } from '~/web/components/charts/chart-style';
import { formatMoney } from '~/shared/format';
import type { TransparencyStats } from '~/shared/schemas/stats';
import { longMonth, shortMonth } from '~/web/lib/date-format';

const margin = { top: 8, right: 12, bottom: 0, left: 0 };

export type Drawing =
  | { kind: 'capital'; data: TransparencyStats['capitalByMonth'] }
  | { kind: 'projects'; data: TransparencyStats['projectsByMonth'] }
  | { kind: 'industries'; data: Array<{ name: string; value: number; share: string }> };

/**
 * The recharts drawings, in their own chunk: the page's figures, captions and data tables render
 * without it, and it loads only when a chart scrolls near the screen.
 */
export default function ChartDrawing(drawing: Drawing) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {drawing.kind === 'capital' ? (
        <LineChart data={drawing.data} margin={margin} accessibilityLayer={false}>
          <CartesianGrid {...grid} />
          <XAxis dataKey="month" tickFormatter={shortMonth} {...axis} />
          <YAxis tickFormatter={(v: number) => formatMoney(v)} {...axis} width={60} />
          <Tooltip
            contentStyle={tooltipStyle}
            labelFormatter={(m) => longMonth(String(m))}
            formatter={(v) => [formatMoney(Number(v)), 'Cumulative']}
          />
          <Line type="monotone" dataKey="cumulative" stroke={BRAND} strokeWidth={2.5} dot={{ r: 3 }} />
        </LineChart>
      ) : drawing.kind === 'projects' ? (
        <BarChart data={drawing.data} margin={margin} accessibilityLayer={false}>
          <CartesianGrid {...grid} vertical={false} />
          <XAxis dataKey="month" tickFormatter={shortMonth} {...axis} />
          <YAxis allowDecimals={false} {...axis} width={32} />
          <Tooltip
            contentStyle={tooltipStyle}
            cursor={{ fill: 'var(--muted)' }}
            labelFormatter={(m) => longMonth(String(m))}
            formatter={(v) => [String(v), 'Projects']}
          />
          <Bar dataKey="count" fill={BRAND} radius={[4, 4, 0, 0]} />
        </BarChart>
      ) : (
        <PieChart accessibilityLayer={false}>
          <Pie
            rootTabIndex={-1}
            data={drawing.data}
            dataKey="value"
            nameKey="name"
            innerRadius="45%"
            outerRadius="80%"
            paddingAngle={2}
          >
            {drawing.data.map((p, i) => (
              <Cell key={p.name} fill={PALETTE[i % PALETTE.length]} stroke="var(--card)" />
            ))}
          </Pie>
          <Tooltip
            contentStyle={tooltipStyle}
            formatter={(v, name, item) => [
              `${String(v)} (${(item.payload as { share: string }).share})`,
              name,
            ]}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
        </PieChart>
      )}
    </ResponsiveContainer>
  );
}
