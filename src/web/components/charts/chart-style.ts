/** Shared look of the recharts drawings (transparency and analytics), readable in both themes. */

export const BRAND = '#e84142';

// Distinct hues, readable on light and dark cards; series past ten reuse them.
export const PALETTE = [
  BRAND,
  '#3b82f6',
  '#f59e0b',
  '#10b981',
  '#8b5cf6',
  '#64748b',
  '#ec4899',
  '#14b8a6',
  '#a3e635',
  '#f97316',
];

/** Spread on every XAxis and YAxis: labels in the text colour, lines in the border colour. */
export const axis = { tick: { fill: 'currentColor', fontSize: 12 }, stroke: 'var(--border)' };

/** Spread on every CartesianGrid. */
export const grid = { strokeDasharray: '3 3', stroke: 'var(--border)' };

export const tooltipStyle = {
  background: 'var(--popover)',
  color: 'var(--popover-foreground)',
  border: '1px solid var(--border)',
  borderRadius: 8,
};

/** How many characters of a category name fit beside a horizontal bar at 12 px. */
const LABEL_CHARS = 16;

/**
 * Spread on the YAxis naming the bars of a horizontal bar chart: every bar keeps its label (no
 * tick skipped), cut with an ellipsis to fit; the table under the chart has each name in full.
 */
export const categoryAxis = {
  ...axis,
  type: 'category',
  dataKey: 'label',
  width: 116,
  interval: 0,
  tickFormatter: (v: string) => (v.length > LABEL_CHARS ? `${v.slice(0, LABEL_CHARS - 1)}…` : v),
} as const;
