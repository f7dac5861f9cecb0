import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProjectList, PublicStats } from '~/shared/projects';
import type {
  ManagedProject,
  ManagedProjectSummary,
  projectCreateSchema,
  projectUpdateSchema,
} from '~/shared/schemas/projects';
import { apiFetch, apiJson } from '~/web/lib/api-client';
import { managedProjectKeys } from '~/web/lib/query-keys';

const MINUTE = 60_000;

export const projectKeys = {
  all: ['projects'] as const,
  list: (limit?: number) => ['projects', 'list', { limit: limit ?? null }] as const,
  stats: ['stats', 'public'] as const,
};

/**
 * Active projects, featured first then newest (GET /api/projects). Spec section 7: fresh for
 * 10 minutes, refetched every 5 minutes and whenever the tab becomes visible again.
 */
export const projectsQuery = (limit?: number) =>
  queryOptions({
    queryKey: projectKeys.list(limit),
    queryFn: ({ signal }) =>
      apiFetch<ProjectList>(limit === undefined ? '/api/projects' : `/api/projects?limit=${limit}`, {
        signal,
      }),
    staleTime: 10 * MINUTE,
    refetchInterval: 5 * MINUTE,
    refetchOnWindowFocus: 'always',
  });

export function useProjects(limit?: number) {
  return useQuery(projectsQuery(limit));
}

export const emptyStats: PublicStats = {
  projects_in_incubation: 0,
  total_applications: 0,
  approved_projects: 0,
  pending_applications: 0,
  capital_raised: 0,
  active_capital_sources: 0,
  vip_nft_revenue: 0,
  token_vending_revenue: 0,
  last_capital_sync: null,
  last_updated: '',
};

const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Every number of the stats result defaults to 0 (spec section 3), whatever the server omits. */
export function normalizeStats(raw: Partial<PublicStats> | null | undefined): PublicStats {
  const r = raw ?? {};
  return {
    projects_in_incubation: count(r.projects_in_incubation),
    total_applications: count(r.total_applications),
    approved_projects: count(r.approved_projects),
    pending_applications: count(r.pending_applications),
    capital_raised: count(r.capital_raised),
    active_capital_sources: count(r.active_capital_sources),
    vip_nft_revenue: count(r.vip_nft_revenue),
    token_vending_revenue: count(r.token_vending_revenue),
    last_capital_sync: r.last_capital_sync ?? null,
    last_updated: r.last_updated ?? '',
  };
}

/** get_public_stats (GET /api/stats/public): fresh for 15 s, refetched every 30 s. */
export const publicStatsQuery = queryOptions({
  queryKey: projectKeys.stats,
  queryFn: async ({ signal }) =>
    normalizeStats(await apiFetch<Partial<PublicStats>>('/api/stats/public', { signal })),
  staleTime: 15_000,
  refetchInterval: 30_000,
  refetchOnWindowFocus: 'always',
});

export function usePublicStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...publicStatsQuery, enabled });
}

/** Every column of one project as its members and the admins manage it (GET /api/projects/:id/profile). */
export const managedProjectQuery = (id: string) =>
  queryOptions({
    queryKey: managedProjectKeys.profile(id),
    queryFn: ({ signal }) => apiFetch<ManagedProject>(`/api/projects/${id}/profile`, { signal }),
  });

export const useManagedProject = (id: string) => useQuery(managedProjectQuery(id));

/** The admins' management list filters, as kept in the URL (`?search=&phase=&industry=&active=&featured=`). */
export interface AdminProjectFilter {
  search?: string;
  phase?: string;
  industry?: string;
  active?: string;
  featured?: string;
}

const cleanFilter = (filter: AdminProjectFilter): Record<string, string> =>
  Object.fromEntries(Object.entries(filter).filter((e): e is [string, string] => !!e[1]));

/** Every project with its programme figures (GET /api/admin/projects), for admins. */
export const adminProjectsQuery = (filter: AdminProjectFilter = {}) => {
  const params = cleanFilter(filter);
  const search = new URLSearchParams(params).toString();
  return queryOptions({
    queryKey: managedProjectKeys.adminList(params),
    queryFn: ({ signal }) =>
      apiFetch<{ projects: ManagedProjectSummary[] }>(`/api/admin/projects${search ? `?${search}` : ''}`, {
        signal,
      }).then((r) => r.projects),
  });
};

export const useAdminProjects = (filter: AdminProjectFilter = {}) => useQuery(adminProjectsQuery(filter));

/** A project's answer after a write: put it in the cache, refresh every list (public and managed). */
function useProjectWritten() {
  const queryClient = useQueryClient();
  return (project: ManagedProject) => {
    queryClient.setQueryData(managedProjectKeys.profile(project.id), project);
    void queryClient.invalidateQueries({ queryKey: projectKeys.all });
  };
}

export function useCreateProject() {
  const written = useProjectWritten();
  return useMutation({
    mutationFn: (body: z.output<typeof projectCreateSchema>) =>
      apiJson<ManagedProject>('/api/admin/projects', 'POST', body),
    onSuccess: written,
  });
}

export function useUpdateProject(id: string) {
  const written = useProjectWritten();
  return useMutation({
    mutationFn: (body: z.output<typeof projectUpdateSchema>) =>
      apiJson<ManagedProject>(`/api/projects/${id}`, 'PATCH', body),
    onSuccess: written,
  });
}

/** POST /api/projects/:id/logo: one image in the `logo` field, checked by its bytes on the server. */
export function useUploadProjectLogo(id: string) {
  const written = useProjectWritten();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('logo', file, file.name);
      return apiFetch<ManagedProject>(`/api/projects/${id}/logo`, { method: 'POST', body });
    },
    onSuccess: written,
  });
}

export function useRemoveProjectLogo(id: string) {
  const written = useProjectWritten();
  return useMutation({
    mutationFn: () => apiJson<ManagedProject>(`/api/projects/${id}/logo`, 'DELETE'),
    onSuccess: written,
  });
}
