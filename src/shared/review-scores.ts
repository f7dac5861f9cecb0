/**
 * An application's score figures as one admin may see them: in the applicants list, the CSV and
 * the review panel. Its own module so the applicants list type and the review schemas
 * (shared/schemas/reviews.ts) both use it without importing each other.
 */
export interface ScoreSummary {
  /** Mean over reviews of each review's weighted mean. */
  mean: number;
  median: number;
  /** Highest minus lowest review mean. */
  spread: number;
  count: number;
}

export interface ListScoreSummary {
  /** Blind review hides the figures until the caller has scored. */
  hidden: boolean;
  summary: ScoreSummary | null;
  scoredByMe: boolean;
  assignedToMe: boolean;
}
