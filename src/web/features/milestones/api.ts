import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { milestoneContracts } from '~/shared/contracts/milestones';
import type { milestoneCreateSchema, milestoneUpdateSchema } from '~/shared/schemas/milestones';
import { projectContracts } from '~/shared/contracts/projects';
import { call, contractQuery, useInvalidate, type Answer } from '~/web/lib/contract-client';
import { managedProjectReads } from '~/web/lib/query-keys';

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
// list read them too.
const useInvalidateProject = () => useInvalidate(milestoneContracts, ...managedProjectReads);

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

/** Sets the programme's start date (admins only: the project's own update). */
export function useSetProgrammeStart(projectId: string) {
  const invalidate = useInvalidateProject();
  return useMutation({
    mutationFn: (onboardingDate: string) =>
      call(projectContracts.update, { params: { id: projectId }, body: { onboardingDate } }),
    onSuccess: () => invalidate(),
  });
}
