import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsContracts } from '~/shared/contracts/stats';
import { contractQuery } from '~/web/lib/contract-client';
import { publicQueryTimes } from '~/web/lib/query-client';

/** GET /api/stats/transparency; its key is the one the server-rendered /transparency fills. */
export const transparencyQuery = queryOptions({
  ...contractQuery(statsContracts.transparency),
  ...publicQueryTimes,
});

export function useTransparencyStats() {
  return useQuery(transparencyQuery);
}
