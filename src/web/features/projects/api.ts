import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ManagedProject,
  ManagedProjectSummary,
  projectCreateSchema,
  projectUpdateSchema,
} from '~/shared/schemas/projects';
import { apiFetch, apiJson } from '~/web/lib/api-client';
import { managedProjectKeys } from '~/web/lib/query-keys';

export {
  emptyStats,
  normalizeStats,
  projectKeys,
  projectsQuery,
  publicStatsQuery,
  useProjects,
  usePublicStats,
} from './public-api';
import { projectKeys } from './public-api';

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
