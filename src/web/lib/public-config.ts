import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

export interface PublicConfig {
  /** Unset links are null and not shown. */
  links: {
    videoChannel: string | null;
    launchApp: string | null;
    governance: string | null;
    donate: string | null;
  };
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
