import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectOverview } from '~/shared/schemas/projects';
import type { TeamDashboard } from '~/shared/schemas/team-dashboard';
import { apiFetch } from '~/web/lib/api-client';
import { managedProjectKeys } from '~/web/lib/query-keys';

export const overviewQuery = (projectId: string) =>
  queryOptions({
    queryKey: managedProjectKeys.overview(projectId),
    queryFn: () => apiFetch<ProjectOverview>(`/api/projects/${projectId}/overview`),
  });

export const useProjectOverview = (projectId: string) => useQuery(overviewQuery(projectId));

/** The caller's projects (every project for admins) with their day-to-day figures. */
export const teamDashboardQuery = queryOptions({
  queryKey: managedProjectKeys.teamDashboard(),
  queryFn: () => apiFetch<TeamDashboard>('/api/team-dashboard'),
});

export const useTeamDashboard = (enabled: boolean) => useQuery({ ...teamDashboardQuery, enabled });
