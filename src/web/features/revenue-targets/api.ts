import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfitDistribution, ProfitDistributionInput } from '~/shared/schemas/profit-distributions';
import type { RevenueTarget, RevenueTargetInput } from '~/shared/schemas/revenue-targets';
import { apiFetch, apiJson } from '~/web/lib/api-client';
import { managedProjectKeys, revenueKeys } from '~/web/lib/query-keys';

export { revenueKeys };

// Revenue targets and profit distributions belong to incubated projects; their home is the
// Revenue tab of /incubator/{id}.

export const revenueTargetsQuery = (projectId: string) =>
  queryOptions({
    queryKey: revenueKeys.targets(projectId),
    queryFn: ({ signal }) =>
      apiFetch<RevenueTarget[]>(`/api/revenue-targets?projectId=${projectId}`, { signal }),
  });

export const distributionsQuery = (projectId: string) =>
  queryOptions({
    queryKey: revenueKeys.distributions(projectId),
    queryFn: ({ signal }) =>
      apiFetch<ProfitDistribution[]>(`/api/profit-distributions?projectId=${projectId}`, { signal }),
  });

export const useRevenueTargets = (projectId: string) => useQuery(revenueTargetsQuery(projectId));
export const useDistributions = (projectId: string) => useQuery(distributionsQuery(projectId));

/** A target change also refreshes the project's overview (its dashboard lists the targets). */
function useInvalidateTargets(projectId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: revenueKeys.targets(projectId) }),
      queryClient.invalidateQueries({ queryKey: managedProjectKeys.overview(projectId) }),
    ]);
}

export function useCreateRevenueTarget(projectId: string) {
  const invalidate = useInvalidateTargets(projectId);
  return useMutation({
    mutationFn: (body: Omit<RevenueTargetInput, 'projectId'>) =>
      apiJson<RevenueTarget>('/api/revenue-targets', 'POST', { ...body, projectId }),
    onSuccess: invalidate,
  });
}

export function useUpdateRevenueTarget(projectId: string) {
  const invalidate = useInvalidateTargets(projectId);
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: { id: string } & Partial<Omit<RevenueTargetInput, 'projectId'>> & {
        status?: 'achieved';
      }) => apiJson<RevenueTarget>(`/api/revenue-targets/${id}`, 'PATCH', body),
    onSuccess: invalidate,
  });
}

export function useDeleteRevenueTarget(projectId: string) {
  const invalidate = useInvalidateTargets(projectId);
  return useMutation({
    mutationFn: (id: string) => apiJson<void>(`/api/revenue-targets/${id}`, 'DELETE'),
    onSuccess: invalidate,
  });
}

export function useCreateDistribution(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ProfitDistributionInput, 'projectId'>) =>
      apiJson<ProfitDistribution>('/api/profit-distributions', 'POST', { ...body, projectId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: revenueKeys.distributions(projectId) }),
  });
}
