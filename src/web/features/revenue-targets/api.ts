import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { revenueTargetContracts } from '~/shared/contracts/revenue-targets';
import type { ProfitDistribution, ProfitDistributionInput } from '~/shared/schemas/profit-distributions';
import type { RevenueTargetInput } from '~/shared/schemas/revenue-targets';
import { apiFetch, apiJson } from '~/web/lib/api-client';
import { call, contractQuery, useInvalidate } from '~/web/lib/contract-client';
import { managedProjectKeys, revenueKeys } from '~/web/lib/query-keys';

export { revenueKeys };

// Revenue targets and profit distributions belong to incubated projects; their home is the
// Revenue tab of /incubator/{id}.

export const revenueTargetsQuery = (projectId: string) =>
  contractQuery(revenueTargetContracts.list, { query: { projectId } });

export const distributionsQuery = (projectId: string) =>
  queryOptions({
    queryKey: revenueKeys.distributions(projectId),
    queryFn: ({ signal }) =>
      apiFetch<ProfitDistribution[]>(`/api/profit-distributions?projectId=${projectId}`, { signal }),
  });

export const useRevenueTargets = (projectId: string) => useQuery(revenueTargetsQuery(projectId));
export const useDistributions = (projectId: string) => useQuery(distributionsQuery(projectId));

/** A target change also refreshes the project's overview (its dashboard lists the targets). */
const useInvalidateTargets = (projectId: string) =>
  useInvalidate(revenueTargetContracts, managedProjectKeys.overview(projectId));

export function useCreateRevenueTarget(projectId: string) {
  const invalidate = useInvalidateTargets(projectId);
  return useMutation({
    mutationFn: (body: Omit<RevenueTargetInput, 'projectId'>) =>
      call(revenueTargetContracts.create, { body: { ...body, projectId } }),
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
      }) => call(revenueTargetContracts.update, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteRevenueTarget(projectId: string) {
  const invalidate = useInvalidateTargets(projectId);
  return useMutation({
    mutationFn: (id: string) => call(revenueTargetContracts.delete, { params: { id } }),
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
