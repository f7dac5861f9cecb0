import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectContracts } from '~/shared/contracts/projects';
import type { z } from 'zod';
import type {
  adminProjectListQuerySchema,
  ManagedProject,
  ProjectCreateInput,
  ProjectUpdateInput,
} from '~/shared/schemas/projects';
import { call, contractKey, contractQuery } from '~/web/lib/contract-client';
import { managedProjectReads } from '~/web/lib/query-keys';

export { projectKeys, projectsQuery, useProjects } from './public-api';
import { projectKeys } from './public-api';

/** Every column of one project as its members and the admins manage it (GET /api/projects/:id/profile). */
export const managedProjectQuery = (id: string) =>
  contractQuery(projectContracts.profile, { params: { id } });

export const useManagedProject = (id: string) => useQuery(managedProjectQuery(id));

/** The admins' management list filters, as kept in the URL (`?search=&phase=&industry=&active=&featured=`). */
export interface AdminProjectFilter {
  search?: string;
  phase?: string;
  industry?: string;
  active?: string;
  featured?: string;
}

// The URL's filters as the list's query: empty ones are left out; the server checks the rest
// (a hand-typed ?phase= that is not a phase is its 400).
const cleanFilter = (filter: AdminProjectFilter) =>
  Object.fromEntries(Object.entries(filter).filter((e): e is [string, string] => !!e[1])) as z.input<
    typeof adminProjectListQuerySchema
  >;

/** Every project with its programme figures (GET /api/admin/projects), for admins. */
export const adminProjectsQuery = (filter: AdminProjectFilter = {}) =>
  queryOptions({
    ...contractQuery(projectContracts.adminList, { query: cleanFilter(filter) }),
    select: (answer) => answer.projects,
  });

export const useAdminProjects = (filter: AdminProjectFilter = {}) => useQuery(adminProjectsQuery(filter));

/**
 * A project's answer after a write: put it in the cache, refresh every list (public and managed)
 * and every managed view of it (its overview, team and the team dashboard show its profile too).
 */
function useProjectWritten() {
  const queryClient = useQueryClient();
  return (project: ManagedProject) => {
    queryClient.setQueryData(contractKey(projectContracts.profile, { params: { id: project.id } }), project);
    for (const queryKey of [projectKeys.all, ...managedProjectReads])
      void queryClient.invalidateQueries({ queryKey });
  };
}

export function useCreateProject() {
  const written = useProjectWritten();
  return useMutation({
    mutationFn: (body: ProjectCreateInput) => call(projectContracts.create, { body }),
    onSuccess: written,
  });
}

export function useUpdateProject(id: string) {
  const written = useProjectWritten();
  return useMutation({
    mutationFn: (body: ProjectUpdateInput) => call(projectContracts.update, { params: { id }, body }),
    onSuccess: written,
  });
}

/**
 * POST /api/projects/:id/logo: one image in the `logo` field, checked by its bytes on the server.
 * Multipart, so not on a contract: the path is the logo's (the removal's contract).
 */
export function useUploadProjectLogo(id: string) {
  const written = useProjectWritten();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('logo', file, file.name);
      return call(projectContracts.uploadLogo, { params: { id }, form: body });
    },
    onSuccess: written,
  });
}

export function useRemoveProjectLogo(id: string) {
  const written = useProjectWritten();
  return useMutation({
    mutationFn: () => call(projectContracts.removeLogo, { params: { id } }),
    onSuccess: written,
  });
}
