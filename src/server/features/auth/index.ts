import type { PrerenderSources } from '../../http/prerender';
import type { AppDeps } from '../../http/types';
import { getMe } from './service';

export { accountRoutes, betterAuthRoutes } from './routes';

/** The signed-in visitor's account, drawn into a rendered page's header. */
export function accountPageReads(deps: AppDeps): Pick<PrerenderSources, 'me'> {
  return { me: (userId) => getMe({ db: deps.database.db, userId }) };
}
