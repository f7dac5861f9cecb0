import { Hono } from 'hono';
import { applicationFiltersSchema } from '~/shared/applicants';
import {
  applicantNeighboursResponse,
  bulkStatusResponse,
  bulkStatusSchema,
  readStateResponse,
} from '~/shared/schemas/applicant-triage';
import { allow, idParam, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
import { changeApplicationsStatus } from './bulk-status';
import { getApplicationNeighbours } from './neighbours';
import { markApplicationUnread } from './unread';

const byId = idParam('Application');

/**
 * Triage of the applicants list (issue 16): neighbours for next/previous, bulk status, unread.
 * Mounted at /api/admin/applications next to applicantRoutes (no path of theirs overlaps).
 */
export function applicantTriageRoutes(deps: AppDeps) {
  const { realtime, mail, logger } = deps;
  const db = () => deps.database.db;
  return new Hono<AppEnv>()
    .get(
      '/:id/neighbours',
      allow('admin'),
      validate('param', byId),
      validate('query', applicationFiltersSchema),
      async (c) =>
        respond(
          c,
          applicantNeighboursResponse,
          await getApplicationNeighbours({
            db: db(),
            userId: c.get('user')!.id,
            id: c.req.valid('param').id,
            filters: c.req.valid('query'),
          }),
        ),
    )
    .delete('/:id/read', allow('admin'), validate('param', byId), async (c) =>
      respond(
        c,
        readStateResponse,
        await markApplicationUnread({
          db: db(),
          realtime,
          logger,
          userId: c.get('user')!.id,
          id: c.req.valid('param').id,
        }),
      ),
    )
    .post('/bulk-status', allow('admin'), validate('json', bulkStatusSchema), async (c) => {
      const { ids, status, note, sendEmail, hold } = c.req.valid('json');
      return respond(
        c,
        bulkStatusResponse,
        await changeApplicationsStatus({
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
        }),
      );
    });
}
