import type { QueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { RubricCategory } from '~/shared/schemas/reviews';
import { PageHeader } from '~/web/components/layout/page-header';
import { Button } from '~/web/components/ui/button';
import { TitledCard } from '~/web/components/ui/card';
import { EditDialog, type Editing } from '~/web/components/ui/form-dialog';
import { Section } from '~/web/components/ui/section';
import { useAuth } from '~/web/features/auth/use-auth';
import { rubricQuery, useRubric } from '~/web/features/reviews/api';
import { BlindReviewToggle } from '~/web/features/reviews/components/blind-review-toggle';
import { RubricCategoryForm } from '~/web/features/reviews/components/rubric-category-form';
import { RubricTable } from '~/web/features/reviews/components/rubric-table';
import { queryErrorMessage } from '~/web/lib/query-client';
import { useDocumentTitle } from '~/web/lib/use-document-title';

export const loader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(rubricQuery);
  return null;
};

/** The review rubric: super admins set categories, weights and blind review; other admins read it. */
export default function ReviewRubricPage() {
  useDocumentTitle('Review rubric');
  const { role } = useAuth();
  const canEdit = role === 'super_admin';
  const rubric = useRubric();
  const [editing, setEditing] = useState<Editing<RubricCategory>>(null);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader title="Review rubric">
          Each admin scores every category from 1 (weak) to 5 (strong); a score of 1 or 5 needs a comment.
          {!canEdit && ' Only super admins can change the rubric.'}
        </PageHeader>
        {canEdit && (
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden /> Add category
          </Button>
        )}
      </div>
      <TitledCard title="Settings" description="Applies to every application at once.">
        <BlindReviewToggle
          blindReview={rubric.data?.blindReview ?? false}
          canEdit={canEdit && rubric.isSuccess}
        />
      </TitledCard>
      <Section id="categories-heading" title="Categories" className="space-y-3">
        <p className="text-sm text-muted-foreground">
          A review's score is the mean of its category scores weighted by these weights. A category that
          already holds scores cannot be deleted, only renamed or reweighted (new weights apply to every
          review).
        </p>
        <RubricTable
          categories={rubric.data?.categories}
          isPending={rubric.isPending}
          error={rubric.isError ? queryErrorMessage(rubric.error, 'Failed to load the rubric.') : null}
          canEdit={canEdit}
          onEdit={setEditing}
        />
      </Section>
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        title={(c) => (c ? 'Edit category' : 'Add a category')}
        description="Name what reviewers judge and how much it counts."
      >
        {(c) => <RubricCategoryForm category={c} onDone={() => setEditing(null)} />}
      </EditDialog>
    </div>
  );
}
