import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AssignResult,
  AutoAssign,
  NextUnreviewed,
  ReviewerProgress,
  ReviewPanel,
  ReviewSubmit,
  Rubric,
  RubricCategory,
  bulkAssignSchema,
  rubricCategorySchema,
} from '~/shared/schemas/reviews';
import { apiFetch, apiJson } from '~/web/lib/api-client';
import { applicantKeys } from '~/web/features/applicants/api';

export type CategoryInput = z.output<typeof rubricCategorySchema>;
export type BulkAssign = z.input<typeof bulkAssignSchema>;

const RUBRIC = '/api/admin/review-rubric';
const REVIEWS = '/api/admin/reviews';

export const reviewKeys = {
  all: ['admin', 'reviews'] as const,
  rubric: ['admin', 'reviews', 'rubric'] as const,
  panel: (applicationId: string) => ['admin', 'reviews', 'panel', applicationId] as const,
  progress: ['admin', 'reviews', 'progress'] as const,
};
/** The applicants list carries score figures and the assigned filter: refreshed with reviews. */
const applicantLists = ['admin', 'applications', 'list'] as const;

export const rubricQuery = queryOptions({
  queryKey: reviewKeys.rubric,
  queryFn: ({ signal }) => apiFetch<Rubric>(RUBRIC, { signal }),
});
export const reviewPanelQuery = (applicationId: string) =>
  queryOptions({
    queryKey: reviewKeys.panel(applicationId),
    queryFn: ({ signal }) => apiFetch<ReviewPanel>(`${REVIEWS}/${applicationId}`, { signal }),
  });
export const reviewerProgressQuery = queryOptions({
  queryKey: reviewKeys.progress,
  queryFn: ({ signal }) => apiFetch<ReviewerProgress>(`${REVIEWS}/progress`, { signal }),
});

export const useRubric = () => useQuery(rubricQuery);
export const useReviewPanel = (applicationId: string) => useQuery(reviewPanelQuery(applicationId));
export const useReviewerProgress = () => useQuery(reviewerProgressQuery);

function useInvalidateReviews() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: reviewKeys.all }),
      qc.invalidateQueries({ queryKey: applicantLists }),
    ]);
}

/** The panel's answer replaces the cached panel at once, then everything review-related refreshes. */
function usePanelMutation<V>(applicationId: string, call: (v: V) => Promise<ReviewPanel>) {
  const qc = useQueryClient();
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: call,
    onSuccess: (panel) => {
      qc.setQueryData(reviewKeys.panel(applicationId), panel);
      void invalidate();
      // Recusals are written to the application's history.
      void qc.invalidateQueries({ queryKey: applicantKeys.detail(applicationId) });
    },
  });
}

export const useSubmitReview = (applicationId: string) =>
  usePanelMutation(applicationId, (input: ReviewSubmit) =>
    apiJson<ReviewPanel>(`${REVIEWS}/${applicationId}/mine`, 'PUT', input),
  );
export const useRecuse = (applicationId: string) =>
  usePanelMutation(applicationId, (reason: string) =>
    apiJson<ReviewPanel>(`${REVIEWS}/${applicationId}/recusal`, 'POST', { reason }),
  );
export const useWithdrawRecusal = (applicationId: string) =>
  usePanelMutation(applicationId, () =>
    apiJson<ReviewPanel>(`${REVIEWS}/${applicationId}/recusal`, 'DELETE'),
  );
export const useAssignReviewer = (applicationId: string) =>
  usePanelMutation(applicationId, (reviewerId: string) =>
    apiJson<ReviewPanel>(`${REVIEWS}/${applicationId}/assignees`, 'POST', { reviewerId }),
  );
export const useUnassignReviewer = (applicationId: string) =>
  usePanelMutation(applicationId, (reviewerId: string) =>
    apiJson<ReviewPanel>(`${REVIEWS}/${applicationId}/assignees/${encodeURIComponent(reviewerId)}`, 'DELETE'),
  );

export function useBulkAssign() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (input: BulkAssign) => apiJson<AssignResult>(`${REVIEWS}/assignments/bulk`, 'POST', input),
    onSuccess: () => invalidate(),
  });
}

export function useAutoAssign() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (input: AutoAssign) => apiJson<AssignResult>(`${REVIEWS}/assignments/auto`, 'POST', input),
    onSuccess: () => invalidate(),
  });
}

/** Asked on click, never cached: the answer changes with every score. */
export const fetchNextUnreviewed = (exclude?: string) =>
  apiFetch<NextUnreviewed>(`${REVIEWS}/next${exclude ? `?exclude=${exclude}` : ''}`);

// Rubric (super admins)

export function useCreateCategory() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (input: CategoryInput) => apiJson<RubricCategory>(`${RUBRIC}/categories`, 'POST', input),
    onSuccess: () => invalidate(),
  });
}
export function useUpdateCategory() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: ({ id, ...input }: { id: string } & Partial<CategoryInput>) =>
      apiJson<RubricCategory>(`${RUBRIC}/categories/${id}`, 'PATCH', input),
    onSuccess: () => invalidate(),
  });
}
export function useDeleteCategory() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (id: string) => apiJson<null>(`${RUBRIC}/categories/${id}`, 'DELETE'),
    onSuccess: () => invalidate(),
  });
}
export function useSetBlindReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (blindReview: boolean) => apiJson<Rubric>(`${RUBRIC}/settings`, 'PATCH', { blindReview }),
    onSuccess: () => invalidate(),
  });
}
