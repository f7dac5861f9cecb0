import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { reviewContracts } from '~/shared/contracts/reviews';
import type {
  AutoAssign,
  ReviewPanel,
  ReviewSubmit,
  bulkAssignSchema,
  rubricCategorySchema,
} from '~/shared/schemas/reviews';
import { applicantDetailKey, applicantListReads } from '~/web/features/applicants/api';
import { call, contractKey, contractQuery, useInvalidate } from '~/web/lib/contract-client';

export type CategoryInput = z.output<typeof rubricCategorySchema>;
export type BulkAssign = z.input<typeof bulkAssignSchema>;

export const rubricQuery = contractQuery(reviewContracts.rubric);
export const reviewPanelQuery = (applicationId: string) =>
  contractQuery(reviewContracts.panel, { params: { applicationId } });
export const reviewerProgressQuery = contractQuery(reviewContracts.progress);

export const useRubric = () => useQuery(rubricQuery);
export const useReviewPanel = (applicationId: string) => useQuery(reviewPanelQuery(applicationId));
export const useReviewerProgress = () => useQuery(reviewerProgressQuery);

/**
 * The rubric, the panels and the progress are one resource: any review change refreshes them all,
 * and the applicants list, which carries score figures and the assigned filter.
 */
const useInvalidateReviews = () => useInvalidate(reviewContracts, ...applicantListReads);

/** The panel's answer replaces the cached panel at once, then everything review-related refreshes. */
function usePanelMutation<V>(applicationId: string, send: (v: V) => Promise<ReviewPanel>) {
  const qc = useQueryClient();
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: send,
    onSuccess: (panel) => {
      qc.setQueryData(contractKey(reviewContracts.panel, { params: { applicationId } }), panel);
      void invalidate();
      // Recusals are written to the application's history.
      void qc.invalidateQueries({ queryKey: applicantDetailKey(applicationId) });
    },
  });
}

export const useSubmitReview = (applicationId: string) =>
  usePanelMutation(applicationId, (body: ReviewSubmit) =>
    call(reviewContracts.submit, { params: { applicationId }, body }),
  );
export const useRecuse = (applicationId: string) =>
  usePanelMutation(applicationId, (reason: string) =>
    call(reviewContracts.recuse, { params: { applicationId }, body: { reason } }),
  );
export const useWithdrawRecusal = (applicationId: string) =>
  usePanelMutation(applicationId, () => call(reviewContracts.withdrawRecusal, { params: { applicationId } }));
export const useAssignReviewer = (applicationId: string) =>
  usePanelMutation(applicationId, (reviewerId: string) =>
    call(reviewContracts.assign, { params: { applicationId }, body: { reviewerId } }),
  );
export const useUnassignReviewer = (applicationId: string) =>
  usePanelMutation(applicationId, (reviewerId: string) =>
    call(reviewContracts.unassign, { params: { applicationId, reviewerId } }),
  );

export function useBulkAssign() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (body: BulkAssign) => call(reviewContracts.bulkAssign, { body }),
    onSuccess: () => invalidate(),
  });
}

export function useAutoAssign() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (body: AutoAssign) => call(reviewContracts.autoAssign, { body }),
    onSuccess: () => invalidate(),
  });
}

/** Asked on click, never cached: the answer changes with every score. */
export const fetchNextUnreviewed = (exclude?: string) =>
  call(reviewContracts.next, { query: exclude ? { exclude } : {} });

// Rubric (super admins)

export function useCreateCategory() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (body: CategoryInput) => call(reviewContracts.createCategory, { body }),
    onSuccess: () => invalidate(),
  });
}
export function useUpdateCategory() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & Partial<CategoryInput>) =>
      call(reviewContracts.updateCategory, { params: { id }, body }),
    onSuccess: () => invalidate(),
  });
}
export function useDeleteCategory() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (id: string) => call(reviewContracts.deleteCategory, { params: { id } }),
    onSuccess: () => invalidate(),
  });
}
export function useSetBlindReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (blindReview: boolean) => call(reviewContracts.updateSettings, { body: { blindReview } }),
    onSuccess: () => invalidate(),
  });
}
