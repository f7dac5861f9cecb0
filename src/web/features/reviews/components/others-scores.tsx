import { EyeOff } from 'lucide-react';
import type { ReviewPanel } from '~/shared/schemas/reviews';
import { ScoreSummaryFigures } from './score-summary';

const personName = (p: { name: string | null; email: string | null }) => p.name ?? p.email ?? 'An admin';

/** Other admins' scores and the figures, or why they are hidden (blind review). */
export function OthersScores({ panel }: { panel: ReviewPanel }) {
  if (!panel.othersVisible) {
    return (
      <p className="flex items-start gap-2 rounded-md border border-dashed p-3 text-sm text-muted-foreground">
        <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0" />
        Blind review: other admins' scores appear once you have submitted yours.
      </p>
    );
  }
  const names = new Map(panel.rubric.categories.map((c) => [c.id, c.name]));
  return (
    <div className="grid gap-3">
      {panel.summary ? (
        <ScoreSummaryFigures summary={panel.summary} />
      ) : (
        <p className="text-sm text-muted-foreground">No scores yet.</p>
      )}
      {panel.others.length > 0 && (
        <ul className="grid gap-3 text-sm" aria-label="Other admins' scores">
          {panel.others.map((r) => (
            <li key={r.id} className="border-l-2 pl-3">
              <p className="font-medium">
                {personName(r.reviewer)} · <span className="tabular-nums">{r.weightedMean}</span>
              </p>
              <ul className="text-muted-foreground">
                {r.scores.map((s) => (
                  <li key={s.categoryId} className="break-words">
                    {names.get(s.categoryId) ?? 'Category'}: {s.score}
                    {s.comment && ` (${s.comment})`}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
