import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Skeleton } from '~/web/components/ui/skeleton';
import { queryErrorMessage } from '~/web/lib/query-client';
import { useReviewPanel } from '../api';
import { Assignees } from './assignees';
import { OthersScores } from './others-scores';
import { RecusalControl } from './recusal-control';
import { ScoreForm } from './score-form';

/** The detail view's review card: the caller's scores, others' (blind rule), recusal and assignees. */
export function ReviewPanel({ applicationId }: { applicationId: string }) {
  const panel = useReviewPanel(applicationId);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Review</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        {panel.isPending && <Skeleton className="h-40" />}
        {panel.isError && (
          <p role="alert" className="text-sm text-destructive">
            {queryErrorMessage(panel.error, 'Failed to load the review.')}
          </p>
        )}
        {panel.data && (
          <>
            <section aria-labelledby="my-score-heading" className="grid gap-3">
              <h3 id="my-score-heading" className="text-sm font-semibold">
                Your score
                {panel.data.mine && (
                  <span className="font-normal text-muted-foreground"> · {panel.data.mine.weightedMean}</span>
                )}
              </h3>
              {panel.data.myRecusal ? null : panel.data.rubric.categories.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  No rubric yet: a super admin sets it up under{' '}
                  <Link className="underline underline-offset-4" to="/settings/review-rubric">
                    Review rubric
                  </Link>
                  .
                </p>
              ) : (
                <ScoreForm
                  // Remounts with the stored values after a save or a rubric change.
                  key={`${panel.data.mine?.updatedAt ?? 'new'}-${panel.data.rubric.categories.length}`}
                  applicationId={applicationId}
                  categories={panel.data.rubric.categories}
                  mine={panel.data.mine}
                />
              )}
              <RecusalControl applicationId={applicationId} panel={panel.data} />
            </section>
            <section aria-labelledby="others-heading" className="grid gap-3">
              <h3 id="others-heading" className="text-sm font-semibold">
                All scores
              </h3>
              <OthersScores panel={panel.data} />
              {panel.data.recusals.length > 0 && (
                <p className="text-sm text-muted-foreground">
                  Recused:{' '}
                  {panel.data.recusals
                    .map((r) => r.reviewer.name ?? r.reviewer.email ?? 'An admin')
                    .join(', ')}
                </p>
              )}
            </section>
            <section aria-labelledby="assignees-heading" className="grid gap-3">
              <h3 id="assignees-heading" className="text-sm font-semibold">
                Reviewers
              </h3>
              <Assignees applicationId={applicationId} panel={panel.data} />
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
