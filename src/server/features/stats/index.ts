import type { PrerenderSources } from '../../http/prerender';
import type { AppDeps } from '../../http/types';
import { cachedTransparency } from './routes';

export { statsRoutes } from './routes';

/** The figures /transparency is drawn from. */
export function statsPageReads(deps: AppDeps): Pick<PrerenderSources, 'transparency'> {
  return { transparency: () => cachedTransparency(deps) };
}
