import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { axis, BRAND, categoryAxis, grid, PALETTE, tooltipStyle } from '~/web/components/charts/chart-style';

const margin = { top: 8, right: 12, bottom: 0, left: -12 };

export interface AnalyticsDrawingProps {
  kind: 'bar' | 'horizontal-bar' | 'line' | 'pie';
  data: Array<{ label: string; value: number }>;
}

/** The recharts drawings of /admin/analytics, in their own chunk. */
export default function AnalyticsDrawing({ kind, data }: AnalyticsDrawingProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {kind === 'line' ? (
        <LineChart data={data} margin={margin} accessibilityLayer={false}>
          <CartesianGrid {...grid} />
          <XAxis dataKey="label" {...axis} minTickGap={24} />
          <YAxis allowDecimals={false} {...axis} width={40} />
          <Tooltip contentStyle={tooltipStyle} formatter={(v) => [String(v), 'Applications']} />
          {/* Whole applications per day: straight segments between the days, a dot on each, no
              smoothed curve suggesting values between them. */}
          <Line
            type="linear"
            dataKey="value"
            stroke={BRAND}
            strokeWidth={2}
            dot={{ r: 2.5, fill: BRAND, strokeWidth: 0 }}
            isAnimationActive={false}
          />
        </LineChart>
      ) : kind === 'pie' ? (
        <PieChart accessibilityLayer={false}>
          <Tooltip contentStyle={tooltipStyle} />
          <Pie
            data={data}
            dataKey="value"
            nameKey="label"
            innerRadius="45%"
            isAnimationActive={false}
            outerRadius="80%"
            rootTabIndex={-1}
          >
            {data.map((d, i) => (
              <Cell key={d.label} fill={PALETTE[i % PALETTE.length]} />
            ))}
          </Pie>
        </PieChart>
      ) : (
        <BarChart
          data={data}
          layout={kind === 'horizontal-bar' ? 'vertical' : 'horizontal'}
          margin={margin}
          accessibilityLayer={false}
        >
          <CartesianGrid {...grid} />
          {kind === 'horizontal-bar' ? (
            <>
              <XAxis type="number" allowDecimals={false} {...axis} />
              <YAxis {...categoryAxis} />
            </>
          ) : (
            <>
              <XAxis dataKey="label" {...axis} />
              <YAxis allowDecimals={false} {...axis} width={40} />
            </>
          )}
          <Tooltip contentStyle={tooltipStyle} cursor={{ fill: 'var(--muted)' }} />
          <Bar dataKey="value" name="Applications" fill={BRAND} radius={4} isAnimationActive={false}>
            {data.map((d, i) => (
              <Cell key={d.label} fill={kind === 'horizontal-bar' ? PALETTE[i % PALETTE.length] : BRAND} />
            ))}
          </Bar>
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
