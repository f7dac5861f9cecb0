import { applicantContracts as api } from '~/shared/contracts/applicants';
import type { AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import { changeApplicationsStatus } from './bulk-status';
import { getApplicationNeighbours } from './neighbours';
import { markApplicationUnread } from './unread';

/**
 * Triage of the applicants list (issue 16): neighbours for next/previous, bulk status, unread.
 * Mounted at /api/admin/applications next to applicantRoutes (no path of theirs overlaps).
 */
export function applicantTriageRoutes(deps: AppDeps) {
  const { realtime, mail, logger } = deps;
  const db = () => deps.database.db;
  return contractRoutes('/api/admin/applications')
    .implement(api.neighbours, ({ c, params, query }) =>
      getApplicationNeighbours({ db: db(), userId: c.get('user')!.id, id: params.id, filters: query }),
    )
    .implement(api.markUnread, ({ c, params }) =>
      markApplicationUnread({ db: db(), realtime, logger, userId: c.get('user')!.id, id: params.id }),
    )
    .implement(api.bulkStatus, ({ c, body }) => {
      const { ids, status, note, sendEmail, hold } = body;
      return changeApplicationsStatus({
        db: db(),
        realtime,
        mail,
        logger,
        actorId: c.get('user')!.id,
        ids,
        status,
        note,
        sendEmail,
        hold,
      });
    }).app;
}
