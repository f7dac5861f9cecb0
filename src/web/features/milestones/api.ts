import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { milestoneContracts } from '~/shared/contracts/milestones';
import type { milestoneCreateSchema, milestoneUpdateSchema } from '~/shared/schemas/milestones';
import type { ManagedProject } from '~/shared/schemas/projects';
import { apiJson } from '~/web/lib/api-client';
import { call, contractQuery, useInvalidate, type Answer } from '~/web/lib/contract-client';
import { managedProjectKeys } from '~/web/lib/query-keys';

export type MilestoneInput = z.output<typeof milestoneCreateSchema>;
export type MilestoneChange = z.output<typeof milestoneUpdateSchema>;

const milestonesOf = (r: Answer<typeof milestoneContracts.list>) => r.milestones;

/** A project's milestones by due day (GET /api/projects/:id/milestones). */
export const milestonesQuery = (projectId: string) =>
  queryOptions({
    ...contractQuery(milestoneContracts.list, { params: { id: projectId } }),
    select: milestonesOf,
  });

export const useMilestones = (projectId: string) => useQuery(milestonesQuery(projectId));

// The milestones, and every managed-project query: the overview's milestone figure and the admin
// list read them too (those are not on contracts yet).
const useInvalidateProject = () => useInvalidate(milestoneContracts, managedProjectKeys.all);

export function useCreateMilestone(projectId: string) {
  const invalidate = useInvalidateProject();
  return useMutation({
    mutationFn: (input: MilestoneInput) =>
      call(milestoneContracts.create, { params: { id: projectId }, body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateMilestone(projectId: string) {
  const invalidate = useInvalidateProject();
  return useMutation({
    mutationFn: ({ id, ...input }: { id: string } & MilestoneChange) =>
      call(milestoneContracts.update, { params: { id: projectId, milestoneId: id }, body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteMilestone(projectId: string) {
  const invalidate = useInvalidateProject();
  return useMutation({
    mutationFn: (id: string) =>
      call(milestoneContracts.delete, { params: { id: projectId, milestoneId: id } }),
    onSuccess: () => invalidate(),
  });
}

/**
 * Sets the programme's start date (admins only: PATCH /api/projects/:id). The project's own route
 * is the projects feature's, not on contracts yet (issue 36).
 */
export function useSetProgrammeStart(projectId: string) {
  const invalidate = useInvalidateProject();
  return useMutation({
    mutationFn: (onboardingDate: string) =>
      apiJson<ManagedProject>(`/api/projects/${projectId}`, 'PATCH', { onboardingDate }),
    onSuccess: () => invalidate(),
  });
}
