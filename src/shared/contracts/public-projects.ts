import { projectListQuery, projectListResponse } from '../schemas/public-projects';
import { defineContracts } from './contract';

/**
 * The public project list, apart from the rest of the 'projects' group (./projects.ts, which
 * spreads it in): the home page and /companies import only this, which keeps the management
 * schemas off '/'.
 */
export const publicProjectContracts = defineContracts('projects', {
  list: {
    method: 'GET',
    path: '/api/projects',
    audience: 'anonymous',
    summary: 'List the active projects, featured first then newest (the first `limit` with limit)',
    query: projectListQuery,
    responses: { 200: projectListResponse },
  },
});
