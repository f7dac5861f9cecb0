import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { axis, BRAND, categoryAxis, grid, PALETTE, tooltipStyle } from '~/web/components/charts/chart-style';

const margin = { top: 8, right: 12, bottom: 0, left: 4 };
/** Room for the last amount tick, centred on the right edge. */
const barMargin = { ...margin, right: 24 };
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const formatTick = (v: number) => compact.format(v);

export type CapitalDrawingProps =
  | { kind: 'line'; data: Array<{ label: string; value: number }>; name: string }
  | { kind: 'bar'; data: Array<{ label: string; value: number }>; name: string }
  | {
      kind: 'stacked-area';
      data: Array<Record<string, string | number>>;
      series: Array<{ key: string; name: string }>;
    };

/** The recharts drawings of capital (project tab and admin analytics), in their own chunk. */
export default function CapitalDrawing(props: CapitalDrawingProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {props.kind === 'line' ? (
        <LineChart data={props.data} margin={margin} accessibilityLayer={false}>
          <CartesianGrid {...grid} />
          <XAxis dataKey="label" {...axis} minTickGap={24} />
          <YAxis {...axis} width={48} tickFormatter={formatTick} />
          <Tooltip contentStyle={tooltipStyle} formatter={(v) => [String(v), props.name]} />
          <Line
            type="stepAfter"
            dataKey="value"
            stroke={BRAND}
            strokeWidth={2.5}
            dot={props.data.length < 30}
            isAnimationActive={false}
          />
        </LineChart>
      ) : props.kind === 'bar' ? (
        // Bars lie down so long project names read across, each beside its bar, even on a phone.
        <BarChart data={props.data} layout="vertical" margin={barMargin} accessibilityLayer={false}>
          <CartesianGrid {...grid} />
          <XAxis type="number" {...axis} tickFormatter={formatTick} minTickGap={16} />
          <YAxis {...categoryAxis} />
          <Tooltip contentStyle={tooltipStyle} cursor={{ fill: 'var(--muted)' }} />
          <Bar dataKey="value" name={props.name} fill={BRAND} radius={4} isAnimationActive={false} />
        </BarChart>
      ) : (
        <AreaChart data={props.data} margin={margin} accessibilityLayer={false}>
          <CartesianGrid {...grid} />
          <XAxis dataKey="label" {...axis} minTickGap={24} />
          <YAxis {...axis} width={48} tickFormatter={formatTick} />
          <Tooltip contentStyle={tooltipStyle} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {props.series.map((s, i) => (
            <Area
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.name}
              stackId="types"
              stroke={PALETTE[i % PALETTE.length]}
              fill={PALETTE[i % PALETTE.length]}
              fillOpacity={0.35}
              isAnimationActive={false}
            />
          ))}
        </AreaChart>
      )}
    </ResponsiveContainer>
  );
}
