import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectOverview } from '~/shared/schemas/projects';
import { apiFetch } from '~/web/lib/api-client';
import { managedProjectKeys } from '~/web/lib/query-keys';

export const overviewQuery = (projectId: string) =>
  queryOptions({
    queryKey: managedProjectKeys.overview(projectId),
    queryFn: () => apiFetch<ProjectOverview>(`/api/projects/${projectId}/overview`),
  });

export const useProjectOverview = (projectId: string) => useQuery(overviewQuery(projectId));
