import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigContracts } from '~/shared/contracts/public-config';
import { contractQuery } from './contract-client';

export const publicConfigQuery = queryOptions({
  ...contractQuery(publicConfigContracts.get),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
