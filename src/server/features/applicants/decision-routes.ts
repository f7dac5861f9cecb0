import { applicationChangeContracts } from '~/shared/contracts/application-changes';
import { decisionMailTemplateContracts as api } from '~/shared/contracts/decision-mail-templates';
import type { AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import { getChangeRequestForm, resubmitChanges } from './changes';
import { listDecisionTemplates, resetDecisionTemplate, saveDecisionTemplate } from './decision-templates';

/** Mounted at /api/admin/decision-mail-templates: admins read (to preview), super admins edit. */
export function decisionTemplateRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return contractRoutes('/api/admin/decision-mail-templates')
    .implement(api.list, async () => ({ templates: await listDecisionTemplates({ db }) }))
    .implement(api.save, ({ c, params, body }) =>
      saveDecisionTemplate({ db, kind: params.kind, text: body, actorId: c.get('user')!.id }),
    )
    .implement(api.reset, ({ params }) => resetDecisionTemplate({ db, kind: params.kind })).app;
}

/**
 * Mounted at /api/applications/changes: the applicant's edit page. Public, and bound to the
 * token alone: it names one application and no id is taken from the caller. The resubmission is
 * multipart: its handler streams the request and checks the files by their bytes.
 */
export function changeRequestRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const changes = applicationChangeContracts;
  return contractRoutes('/api/applications/changes')
    .implement(changes.get, ({ c, params }) => {
      c.header('Cache-Control', 'no-store');
      return getChangeRequestForm({ db, token: params.token });
    })
    .implement(changes.resubmit, ({ c, params }) =>
      resubmitChanges({
        db,
        storage: deps.storage,
        realtime: deps.realtime,
        logger: deps.logger,
        token: params.token,
        request: c.req.raw,
        originAllowed: c.req.header('origin') === new URL(deps.config.PUBLIC_URL).origin,
      }),
    ).app;
}
