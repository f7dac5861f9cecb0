import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessState } from '~/shared/schemas/access';
import { apiFetch } from '~/web/lib/api-client';
import { deploymentKeys } from '~/web/lib/query-keys';

/** Owner and role members, indexed by the server from the deployment's logs. */
export const accessQuery = (deploymentId: string) =>
  queryOptions({
    queryKey: [...deploymentKeys.detail(deploymentId), 'access'] as const,
    queryFn: () => apiFetch<AccessState>(`/api/deployments/${deploymentId}/access`),
  });

export const useAccess = (deploymentId: string) => useQuery(accessQuery(deploymentId));
