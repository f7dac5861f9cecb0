import { describe, expect, it } from 'vitest';
import { median, summarizeReviews, weightedMean } from './aggregate';

describe('review aggregates', () => {
  it('weights each category by its weight', () => {
    // (5*3 + 2*1) / 4 = 4.25
    expect(
      weightedMean([
        { score: 5, weight: 3 },
        { score: 2, weight: 1 },
      ]),
    ).toBe(4.25);
    expect(weightedMean([{ score: 4, weight: 0.5 }])).toBe(4);
    expect(weightedMean([])).toBe(0);
  });

  it('rounds to two decimals', () => {
    // (1 + 2 + 2) / 3 = 1.666...
    expect(
      weightedMean([
        { score: 1, weight: 1 },
        { score: 2, weight: 2 },
      ]),
    ).toBe(1.67);
  });

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5])).toBe(5);
  });

  it('summarises reviews: mean, median, range, count', () => {
    expect(summarizeReviews([4.25, 2, 3])).toEqual({ mean: 3.08, median: 3, spread: 2.25, count: 3 });
    expect(summarizeReviews([3])).toEqual({ mean: 3, median: 3, spread: 0, count: 1 });
    expect(summarizeReviews([])).toBeNull();
  });
});
