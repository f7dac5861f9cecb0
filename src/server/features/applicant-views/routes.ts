import { applicantViewContracts as api } from '~/shared/contracts/applicant-views';
import type { AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import { createApplicantView, deleteApplicantView, listApplicantViews } from './service';

/**
 * An admin's saved views of the applicants list, each admin seeing only their own. Mounted at
 * /api/admin/applicant-views; each route implements its contract in `shared/contracts/applicant-views.ts`.
 */
export function applicantViewRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  return contractRoutes('/api/admin/applicant-views')
    .implement(api.list, ({ c }) => listApplicantViews({ db: db(), userId: c.get('user')!.id }))
    .implement(api.create, ({ c, body }) =>
      createApplicantView({ db: db(), userId: c.get('user')!.id, input: body }),
    )
    .implement(api.delete, async ({ c, params }) => {
      await deleteApplicantView({ db: db(), userId: c.get('user')!.id, id: params.id });
    }).app;
}
