import type { PrerenderSources } from '../../http/prerender';
import type { AppDeps } from '../../http/types';
import { cachedProjectList } from './routes';

export { projectRoutes } from './routes';
export { adminProjectRoutes, projectProfileRoutes } from './manage-routes';
export { projectLogoRoutes, projectLogoUploadRoutes } from './logo-routes';

/** The public project list the home page and /companies are drawn from. */
export function projectPageReads(deps: AppDeps): Pick<PrerenderSources, 'projects'> {
  return { projects: (limit) => cachedProjectList(deps, limit) };
}
