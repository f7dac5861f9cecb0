import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '~/shared/schemas/public-config';
import { apiFetch } from './api-client';

export const publicConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => apiFetch<PublicConfig>('/api/config'),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
