import { formatMoney } from '~/shared/format';
import { BRAND, PALETTE } from '~/web/components/charts/chart-style';
import { shortMonth } from '../month-label';
import type { Drawing } from './chart-drawing';

/*
 * The charts as plain SVG, drawn by the server with the page: what a visitor sees before React
 * takes over (or without JavaScript at all), replaced in place by the interactive recharts
 * drawing once its chunk has loaded. Same data, same colours, no tooltips. Colours come from the
 * theme's CSS variables, so the drawing follows light and dark without a script.
 */

const W = 600;
const H = 256;
const pad = { top: 10, right: 12, bottom: 24, left: 64 };
const plotW = W - pad.left - pad.right;
const plotH = H - pad.top - pad.bottom;

/** About four round steps from 0 to at least `max`. */
function ticks(max: number): number[] {
  if (max <= 0) return [0];
  const raw = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, i) => i * step);
}

/** Every nth month label, so at most about eight fit under the axis. */
const labelEvery = (n: number) => Math.max(1, Math.ceil(n / 8));

function Axes({ top, format, months }: { top: number[]; format: (v: number) => string; months: string[] }) {
  const max = top.at(-1) || 1;
  const every = labelEvery(months.length);
  return (
    <g fontSize={12} fill="currentColor">
      {top.map((v) => {
        const y = pad.top + plotH - (v / max) * plotH;
        return (
          <g key={v}>
            <line
              x1={pad.left}
              x2={W - pad.right}
              y1={y}
              y2={y}
              stroke="var(--border)"
              strokeDasharray="3 3"
            />
            <text x={pad.left - 8} y={y + 4} textAnchor="end">
              {format(v)}
            </text>
          </g>
        );
      })}
      {months.map((m, i) =>
        i % every === 0 ? (
          <text key={m} x={pad.left + ((i + 0.5) / months.length) * plotW} y={H - 6} textAnchor="middle">
            {shortMonth(m)}
          </text>
        ) : null,
      )}
    </g>
  );
}

function Line({ data }: { data: Extract<Drawing, { kind: 'capital' }>['data'] }) {
  const top = ticks(Math.max(...data.map((d) => d.cumulative)));
  const max = top.at(-1) || 1;
  const points = data.map((d, i) => [
    pad.left + ((i + 0.5) / data.length) * plotW,
    pad.top + plotH - (d.cumulative / max) * plotH,
  ]);
  return (
    <>
      <Axes top={top} format={(v) => formatMoney(v)} months={data.map((d) => d.month)} />
      <polyline
        points={points.map((p) => p.join(',')).join(' ')}
        fill="none"
        stroke={BRAND}
        strokeWidth={2.5}
      />
      {points.map(([x, y], i) => (
        <circle key={data[i]!.month} cx={x} cy={y} r={3} fill="var(--card)" stroke={BRAND} strokeWidth={2} />
      ))}
    </>
  );
}

function Bars({ data }: { data: Extract<Drawing, { kind: 'projects' }>['data'] }) {
  const top = ticks(Math.max(...data.map((d) => d.count)));
  const max = top.at(-1) || 1;
  const slot = plotW / data.length;
  const width = Math.min(48, slot * 0.7);
  return (
    <>
      <Axes top={top} format={String} months={data.map((d) => d.month)} />
      {data.map((d, i) => {
        const height = (d.count / max) * plotH;
        return (
          <rect
            key={d.month}
            x={pad.left + i * slot + (slot - width) / 2}
            y={pad.top + plotH - height}
            width={width}
            height={height}
            rx={4}
            fill={BRAND}
          />
        );
      })}
    </>
  );
}

function Donut({ data }: { data: Extract<Drawing, { kind: 'industries' }>['data'] }) {
  const total = data.reduce((n, d) => n + d.value, 0) || 1;
  const [cx, cy, outer, inner] = [W / 2, (H - 28) / 2, (H - 28) * 0.4, (H - 28) * 0.225];
  const at = (r: number, a: number) => `${cx + r * Math.cos(a)} ${cy + r * Math.sin(a)}`;
  const gap = data.length > 1 ? 0.02 : 0.0001;
  // Where each slice starts, going clockwise from the top.
  const starts = data.map(
    (_, i) => -Math.PI / 2 + data.slice(0, i).reduce((n, d) => n + (d.value / total) * Math.PI * 2, 0),
  );
  // The legend in one centred row under the ring, as recharts lays it out.
  const widths = data.map((d) => 22 + d.name.length * 7);
  const legendLeft = (W - widths.reduce((a, b) => a + b + 10, -10)) / 2;
  const lefts = widths.map((_, i) => legendLeft + widths.slice(0, i).reduce((a, b) => a + b + 10, 0));
  return (
    <>
      {data.map((d, i) => {
        const from = starts[i]!;
        const to = from + (d.value / total) * Math.PI * 2 - gap;
        const large = to - from > Math.PI ? 1 : 0;
        const path = `M ${at(outer, from)} A ${outer} ${outer} 0 ${large} 1 ${at(outer, to)} L ${at(inner, to)} A ${inner} ${inner} 0 ${large} 0 ${at(inner, from)} Z`;
        return <path key={d.name} d={path} fill={PALETTE[i % PALETTE.length]} stroke="var(--card)" />;
      })}
      <g fontSize={12} fill="currentColor">
        {data.map((d, i) => (
          <g key={d.name}>
            <rect x={lefts[i]} y={H - 18} width={10} height={10} fill={PALETTE[i % PALETTE.length]} />
            <text x={lefts[i]! + 14} y={H - 9}>
              {d.name}
            </text>
          </g>
        ))}
      </g>
    </>
  );
}

export function StaticDrawing(drawing: Drawing) {
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="size-full" data-static-chart={drawing.kind} role="presentation">
      {drawing.kind === 'capital' ? (
        <Line data={drawing.data} />
      ) : drawing.kind === 'projects' ? (
        <Bars data={drawing.data} />
      ) : (
        <Donut data={drawing.data} />
      )}
    </svg>
  );
}
