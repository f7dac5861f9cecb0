import { useMutation, useQuery } from '@tanstack/react-query';
import { profitDistributionContracts } from '~/shared/contracts/profit-distributions';
import { projectContracts } from '~/shared/contracts/projects';
import { revenueTargetContracts } from '~/shared/contracts/revenue-targets';
import type { ProfitDistributionInput } from '~/shared/schemas/profit-distributions';
import type { RevenueTargetInput } from '~/shared/schemas/revenue-targets';
import { call, contractKey, contractQuery, useInvalidate } from '~/web/lib/contract-client';
import { revenueKeys } from '~/web/lib/query-keys';

export { revenueKeys };

// Revenue targets and profit distributions belong to incubated projects; their home is the
// Revenue tab of /incubator/{id}.

export const revenueTargetsQuery = (projectId: string) =>
  contractQuery(revenueTargetContracts.list, { query: { projectId } });

export const distributionsQuery = (projectId: string) =>
  contractQuery(profitDistributionContracts.list, { query: { projectId } });

export const useRevenueTargets = (projectId: string) => useQuery(revenueTargetsQuery(projectId));
export const useDistributions = (projectId: string) => useQuery(distributionsQuery(projectId));

/** A target change also refreshes the project's overview (its dashboard lists the targets). */
const useInvalidateTargets = (projectId: string) =>
  useInvalidate(
    revenueTargetContracts,
    contractKey(projectContracts.overview, { params: { id: projectId } }),
  );

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
  const invalidate = useInvalidate(profitDistributionContracts);
  return useMutation({
    mutationFn: (body: Omit<ProfitDistributionInput, 'projectId'>) =>
      call(profitDistributionContracts.create, { body: { ...body, projectId } }),
    onSuccess: invalidate,
  });
}
