import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractsSummary } from '~/shared/schemas/contracts-dashboard';
import { apiFetch } from '~/web/lib/api-client';
import { dashboardKeys } from '~/web/lib/query-keys';

export { dashboardKeys };

/** A programme without products, deployments or ABIs; the panels also show it when the load fails. */
export const emptyContractsSummary: ContractsSummary = {
  stats: {
    products: 0,
    activeProducts: 0,
    deployments: 0,
    networks: 0,
    activeNetworks: 0,
    abis: 0,
    standardAbis: 0,
  },
  recentProducts: [],
};

export const contractsSummaryQuery = queryOptions({
  queryKey: dashboardKeys.contractsSummary(),
  queryFn: () => apiFetch<ContractsSummary>('/api/dashboard/contracts-summary'),
});

export const useContractsSummary = () => useQuery(contractsSummaryQuery);
