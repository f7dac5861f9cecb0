import { EyeOff } from 'lucide-react';
import type { ListScoreSummary } from '~/shared/review-scores';

const fmt = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The applicants list's Score column: weighted mean with count and spread, or why there is none.
 * A top-level module (not in components/) so the applicants table may use it.
 */
export function ScoreCell({ scores }: { scores: ListScoreSummary | undefined }) {
  if (!scores) return null;
  const mark = scores.assignedToMe && !scores.scoredByMe && (
    <span className="block text-xs font-medium text-brand dark:text-red-300">Assigned to you</span>
  );
  if (scores.hidden) {
    return (
      <span className="text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <EyeOff aria-hidden className="size-3.5" /> Hidden until you score
        </span>
        {mark}
      </span>
    );
  }
  if (!scores.summary) {
    return (
      <span className="text-muted-foreground">
        <span aria-label="No scores">–</span>
        {mark}
      </span>
    );
  }
  const { mean, count, spread } = scores.summary;
  return (
    <span className="whitespace-nowrap">
      <span className="font-medium tabular-nums">{fmt.format(mean)}</span>
      <span className="block text-xs text-muted-foreground">
        {count} score{count === 1 ? '' : 's'} · spread {fmt.format(spread)}
      </span>
      {mark}
    </span>
  );
}
