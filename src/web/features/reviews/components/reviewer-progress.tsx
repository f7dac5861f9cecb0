import { TitledCard } from '~/web/components/ui/card';
import { Meter } from '~/web/components/ui/meter';
import { Skeleton } from '~/web/components/ui/skeleton';
import { queryErrorMessage } from '~/web/lib/query-client';
import { useReviewerProgress } from '../api';

/** The admin dashboard's per-reviewer progress: assigned, scored, and a bar. */
export function ReviewerProgressCard() {
  const progress = useReviewerProgress();
  const rows = (progress.data?.reviewers ?? []).filter((r) => r.assigned > 0 || r.scored > 0);
  return (
    <TitledCard title="Review progress" description="Assigned applications each admin has scored.">
      {progress.isPending && <Skeleton className="h-24" />}
      {progress.isError && (
        <p role="alert" className="text-sm text-destructive">
          {queryErrorMessage(progress.error, 'Failed to load review progress.')}
        </p>
      )}
      {progress.isSuccess && rows.length === 0 && (
        <p className="text-sm text-muted-foreground">No reviewers assigned yet.</p>
      )}
      {rows.length > 0 && (
        <ul className="grid gap-3" aria-label="Review progress per admin">
          {rows.map((r) => {
            const percent = r.assigned === 0 ? 0 : Math.round((r.scored / r.assigned) * 100);
            const name = r.name ?? r.email ?? 'An admin';
            return (
              <li key={r.id} className="grid gap-1 text-sm">
                <div className="flex justify-between gap-2">
                  <span className="min-w-0 truncate font-medium">{name}</span>
                  <span className="shrink-0 text-muted-foreground tabular-nums">
                    {r.scored} / {r.assigned} scored
                  </span>
                </div>
                <Meter
                  label={`${name}: ${r.scored} of ${r.assigned} scored`}
                  percent={percent}
                  barClassName="rounded-none bg-brand"
                />
              </li>
            );
          })}
        </ul>
      )}
    </TitledCard>
  );
}
