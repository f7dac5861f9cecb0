import type { ScoreSummary } from '~/shared/schemas/reviews';

/** Two decimals: scores are shown and exported at that precision, and sums of floats drift. */
const round2 = (n: number) => Math.round(n * 100) / 100;

/** One review's figure: its scores weighted by their categories' current weights. */
export function weightedMean(scores: ReadonlyArray<{ score: number; weight: number }>): number {
  const total = scores.reduce((sum, s) => sum + s.weight, 0);
  if (total <= 0) return 0;
  return round2(scores.reduce((sum, s) => sum + s.score * s.weight, 0) / total);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * An application's figures over its reviews' weighted means. Spread is the range (highest minus
 * lowest): on a 1-5 scale with a handful of reviewers it reads directly as "how far apart"
 * (decision 0014). Null without reviews.
 */
export function summarizeReviews(reviewMeans: readonly number[]): ScoreSummary | null {
  if (reviewMeans.length === 0) return null;
  const mean = reviewMeans.reduce((a, b) => a + b, 0) / reviewMeans.length;
  return {
    mean: round2(mean),
    median: round2(median(reviewMeans)),
    spread: round2(Math.max(...reviewMeans) - Math.min(...reviewMeans)),
    count: reviewMeans.length,
  };
}
