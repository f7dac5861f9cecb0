import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

export interface PublicConfig {
  links: { videoChannel: string; launchApp: string; governance: string; donate: string };
  faqVideoId: string;
}

export const publicConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => apiFetch<PublicConfig>('/api/config'),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
