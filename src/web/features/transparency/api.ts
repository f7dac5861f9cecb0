import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransparencyStats } from '~/shared/transparency';
import { apiFetch } from '~/web/lib/api-client';
import { publicQueryTimes } from '~/web/lib/query-client';

export const transparencyQuery = queryOptions({
  queryKey: ['stats', 'transparency'],
  queryFn: () => apiFetch<TransparencyStats>('/api/stats/transparency'),
  ...publicQueryTimes,
});

export function useTransparencyStats() {
  return useQuery(transparencyQuery);
}
