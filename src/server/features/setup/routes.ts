import { setupContracts as api } from '~/shared/contracts/setup';
import type { AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import { createFirstAdmin, isSetupNeeded, signInFirstAdmin } from './first-run';

/** Mounted at /api/setup: the first-run page's status and its one form (`shared/contracts/setup.ts`). */
export function setupRoutes(deps: AppDeps) {
  return contractRoutes('/api/setup')
    .implement(api.status, async () => ({ needed: await isSetupNeeded(deps) }))
    .implement(api.create, async ({ c, body }) => {
      const user = await createFirstAdmin({ deps, input: body });
      deps.logger.info({ email: user.email }, 'created the first super admin through /setup');
      // Signed in at once: the person who just chose the password need not type it again.
      for (const cookie of await signInFirstAdmin({ deps, email: user.email, password: body.password }))
        c.header('set-cookie', cookie, { append: true });
      return user;
    }).app;
}
