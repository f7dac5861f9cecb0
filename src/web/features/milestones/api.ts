import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Milestone, milestoneCreateSchema, milestoneUpdateSchema } from '~/shared/schemas/milestones';
import type { ManagedProject } from '~/shared/schemas/projects';
import { apiFetch, apiJson } from '~/web/lib/api-client';
import { managedProjectKeys, managedProjectReads } from '~/web/lib/query-keys';

export type MilestoneInput = z.output<typeof milestoneCreateSchema>;
export type MilestoneChange = z.output<typeof milestoneUpdateSchema>;

/** A project's milestones by due day (GET /api/projects/:id/milestones). */
export const milestonesQuery = (projectId: string) =>
  queryOptions({
    queryKey: managedProjectKeys.milestones(projectId),
    queryFn: ({ signal }) =>
      apiFetch<{ milestones: Milestone[] }>(`/api/projects/${projectId}/milestones`, { signal }).then(
        (r) => r.milestones,
      ),
  });

export const useMilestones = (projectId: string) => useQuery(milestonesQuery(projectId));

// Every managed-project query: the overview's milestone figure and the admin list read them too.
function useInvalidateProject() {
  const qc = useQueryClient();
  return () => Promise.all(managedProjectReads.map((queryKey) => qc.invalidateQueries({ queryKey })));
}

export function useCreateMilestone(projectId: string) {
  const invalidate = useInvalidateProject();
  return useMutation({
    mutationFn: (input: MilestoneInput) =>
      apiJson<Milestone>(`/api/projects/${projectId}/milestones`, 'POST', input),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateMilestone(projectId: string) {
  const invalidate = useInvalidateProject();
  return useMutation({
    mutationFn: ({ id, ...input }: { id: string } & MilestoneChange) =>
      apiJson<Milestone>(`/api/projects/${projectId}/milestones/${id}`, 'PATCH', input),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteMilestone(projectId: string) {
  const invalidate = useInvalidateProject();
  return useMutation({
    mutationFn: (id: string) => apiJson<null>(`/api/projects/${projectId}/milestones/${id}`, 'DELETE'),
    onSuccess: () => invalidate(),
  });
}

/** Sets the programme's start date (admins only: PATCH /api/projects/:id). */
export function useSetProgrammeStart(projectId: string) {
  const invalidate = useInvalidateProject();
  return useMutation({
    mutationFn: (onboardingDate: string) =>
      apiJson<ManagedProject>(`/api/projects/${projectId}`, 'PATCH', { onboardingDate }),
    onSuccess: () => invalidate(),
  });
}
