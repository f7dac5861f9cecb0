import { formatMoney } from '~/shared/format';
import { BRAND, PALETTE } from '~/web/components/charts/chart-style';
import { shortMonth } from '~/web/lib/date-format';
import type { Drawing } from './chart-drawing';

/*
 * The charts as plain SVG, drawn by the server with the page: what a visitor sees before React
 * takes over (or without JavaScript at all), replaced in place by the interactive recharts
 * drawing once its chunk has loaded. Same data, same colours, no tooltips. Colours come from the
 * theme's CSS variables, so the drawing follows light and dark without a script.
 */

/**
 * Drawn twice, for a phone's card and a wider one (CSS shows one), so that text keeps about its
 * 12 px: an SVG scales its text with its width, and the server does not know the screen's.
 */
const NARROW = 320;
const WIDE = 600;
const H = 256;
const pad = { top: 10, right: 12, bottom: 24, left: 64 };
const plotWidth = (W: number) => W - pad.left - pad.right;
const plotH = H - pad.top - pad.bottom;

/** About four round steps from 0 to at least `max` (whole ones for counts). */
function ticks(max: number, whole = false): number[] {
  if (max <= 0) return [0];
  const raw = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const found = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  const step = whole ? Math.max(1, Math.ceil(found)) : found;
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, i) => i * step);
}

/** Every nth month label, so that the labels fit under the axis. */
const labelEvery = (n: number, W: number) => Math.max(1, Math.ceil(n / (W === NARROW ? 4 : 8)));

function Axes({
  W,
  top,
  format,
  months,
}: {
  W: number;
  top: number[];
  format: (v: number) => string;
  months: string[];
}) {
  const max = top.at(-1) || 1;
  const every = labelEvery(months.length, W);
  const plotW = plotWidth(W);
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

function Line({ W, data }: { W: number; data: Extract<Drawing, { kind: 'capital' }>['data'] }) {
  const top = ticks(Math.max(...data.map((d) => d.cumulative)));
  const max = top.at(-1) || 1;
  const plotW = plotWidth(W);
  const points = data.map((d, i) => [
    pad.left + ((i + 0.5) / data.length) * plotW,
    pad.top + plotH - (d.cumulative / max) * plotH,
  ]);
  return (
    <>
      <Axes W={W} top={top} format={(v) => formatMoney(v)} months={data.map((d) => d.month)} />
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

function Bars({ W, data }: { W: number; data: Extract<Drawing, { kind: 'projects' }>['data'] }) {
  const top = ticks(Math.max(...data.map((d) => d.count)), true);
  const max = top.at(-1) || 1;
  const slot = plotWidth(W) / data.length;
  const width = Math.min(48, slot * 0.7);
  return (
    <>
      <Axes W={W} top={top} format={String} months={data.map((d) => d.month)} />
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

/** The legend's items in centred rows that fit the width: where each item starts, and its row. */
function legendLayout(names: string[], W: number) {
  const itemWidths = names.map((name) => 22 + name.length * 7);
  const rows: number[][] = [];
  const rowWidth = (row: number[]) => row.reduce((n, i) => n + itemWidths[i]!, 0) + (row.length - 1) * 10;
  for (const [i, width] of itemWidths.entries()) {
    const last = rows.at(-1);
    if (last && rowWidth(last) + 10 + width <= W - 16) last.push(i);
    else rows.push([i]);
  }
  const items = rows.flatMap((row, r) =>
    row.map((i, k) => ({
      i,
      row: r,
      x: (W - rowWidth(row)) / 2 + row.slice(0, k).reduce((n, j) => n + itemWidths[j]! + 10, 0),
    })),
  );
  return { rows: rows.length, items: items.sort((p, q) => p.i - q.i) };
}

function Donut({ W, data }: { W: number; data: Extract<Drawing, { kind: 'industries' }>['data'] }) {
  const total = data.reduce((n, d) => n + d.value, 0) || 1;
  const legend = legendLayout(
    data.map((d) => d.name),
    W,
  );
  const ringH = H - legend.rows * 16 - 12;
  const [cx, cy, outer, inner] = [W / 2, ringH / 2, ringH * 0.42, ringH * 0.24];
  const at = (r: number, a: number) => `${cx + r * Math.cos(a)} ${cy + r * Math.sin(a)}`;
  const gap = data.length > 1 ? 0.02 : 0.0001;
  // Where each slice starts, going clockwise from the top.
  const starts = data.map(
    (_, i) => -Math.PI / 2 + data.slice(0, i).reduce((n, d) => n + (d.value / total) * Math.PI * 2, 0),
  );
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
        {data.map((d, i) => {
          const { x, row } = legend.items[i]!;
          const y = ringH + 8 + row * 16;
          return (
            <g key={d.name}>
              <rect x={x} y={y} width={10} height={10} fill={PALETTE[i % PALETTE.length]} />
              <text x={x + 14} y={y + 9}>
                {d.name}
              </text>
            </g>
          );
        })}
      </g>
    </>
  );
}

function Svg({ W, drawing, className }: { W: number; drawing: Drawing; className: string }) {
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className={className} data-static-chart={drawing.kind} role="presentation">
      {drawing.kind === 'capital' ? (
        <Line W={W} data={drawing.data} />
      ) : drawing.kind === 'projects' ? (
        <Bars W={W} data={drawing.data} />
      ) : (
        <Donut W={W} data={drawing.data} />
      )}
    </svg>
  );
}

export function StaticDrawing(drawing: Drawing) {
  return (
    <>
      <Svg W={NARROW} drawing={drawing} className="size-full sm:hidden" />
      <Svg W={WIDE} drawing={drawing} className="hidden size-full sm:block" />
    </>
  );
}
