import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractsSummary } from '~/shared/schemas/contracts-dashboard';
import { apiFetch } from '~/web/lib/api-client';
import { dashboardKeys } from '~/web/lib/query-keys';

export { dashboardKeys };

export const contractsSummaryQuery = queryOptions({
  queryKey: dashboardKeys.contractsSummary(),
  queryFn: () => apiFetch<ContractsSummary>('/api/dashboard/contracts-summary'),
});

export const useContractsSummary = () => useQuery(contractsSummaryQuery);
