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
