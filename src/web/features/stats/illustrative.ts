/**
 * The spec's placeholder figures (section 9) for which Hatchery keeps no data yet. They are shown
 * only with an 'Illustrative' label, never as measurements. Chart months and the 40/30/20/10
 * industry split are NOT here: the database supplies those, or the chart says it has no data.
 */
export const illustrative = {
  averageRoiPercent: 247,
  capitalEfficiencyPercent: 94.2,
  timeToMarketPercent: 87.5,
  monthsToFirstFunding: 8.2,
  valuationMultiple: 2.47,
} as const;
