import { useQuery } from '@tanstack/react-query';
import { contractsDashboardContracts } from '~/shared/contracts/contracts-dashboard';
import type { ContractsSummary } from '~/shared/schemas/contracts-dashboard';
import { contractQuery } from '~/web/lib/contract-client';

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

export const contractsSummaryQuery = contractQuery(contractsDashboardContracts.summary);

export const useContractsSummary = () => useQuery(contractsSummaryQuery);
