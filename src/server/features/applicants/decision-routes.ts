import { Hono } from 'hono';
import { decisionMailTextSchema } from '~/shared/decision-mail';
import {
  changeRequestFormResponse,
  changeTokenParam,
  decisionMailKindParam,
  decisionMailTemplateListResponse,
  decisionMailTemplateResponse,
  resubmitResponse,
} from '~/shared/schemas/decisions';
import { allow, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
import { getChangeRequestForm, resubmitChanges } from './changes';
import { listDecisionTemplates, resetDecisionTemplate, saveDecisionTemplate } from './decision-templates';

/** Mounted at /api/admin/decision-mail-templates: admins read (to preview), super admins edit. */
export function decisionTemplateRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), async (c) =>
      respond(c, decisionMailTemplateListResponse, { templates: await listDecisionTemplates({ db }) }),
    )
    .put(
      '/:kind',
      allow('super_admin'),
      validate('param', decisionMailKindParam),
      validate('json', decisionMailTextSchema),
      async (c) =>
        respond(
          c,
          decisionMailTemplateResponse,
          await saveDecisionTemplate({
            db,
            kind: c.req.valid('param').kind,
            text: c.req.valid('json'),
            actorId: c.get('user')!.id,
          }),
        ),
    )
    .delete('/:kind', allow('super_admin'), validate('param', decisionMailKindParam), async (c) =>
      respond(
        c,
        decisionMailTemplateResponse,
        await resetDecisionTemplate({ db, kind: c.req.valid('param').kind }),
      ),
    );
}

/**
 * Mounted at /api/applications/changes: the applicant's edit page. Public, and bound to the
 * token alone: it names one application and no id is taken from the caller.
 */
export function changeRequestRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/:token', allow('anonymous'), validate('param', changeTokenParam), async (c) => {
      c.header('Cache-Control', 'no-store');
      return respond(
        c,
        changeRequestFormResponse,
        await getChangeRequestForm({ db, token: c.req.valid('param').token }),
      );
    })
    .post('/:token', allow('anonymous'), validate('param', changeTokenParam), async (c) =>
      respond(
        c,
        resubmitResponse,
        await resubmitChanges({
          db,
          storage: deps.storage,
          realtime: deps.realtime,
          logger: deps.logger,
          token: c.req.valid('param').token,
          request: c.req.raw,
          originAllowed: c.req.header('origin') === new URL(deps.config.PUBLIC_URL).origin,
        }),
      ),
    );
}
