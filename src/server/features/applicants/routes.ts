import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  applicationFiltersSchema,
  applicationListQuerySchema,
  createProjectFromApplicationSchema,
  markReadSchema,
  noteSchema,
  releaseHeldSchema,
  statusChangeSchema,
  isHoldable,
} from '~/shared/applicants';
import {
  applicationAnalyticsResponse,
  applicationCountsResponse,
  applicationDeletedResponse,
  applicationDetailResponse,
  applicationListResponse,
  applicationNoteListResponse,
  applicationNoteResponse,
  applicationReadResponse,
  markedReadResponse,
  projectFromApplicationResponse,
  statusChangeResponse,
} from '~/shared/schemas/applicants';
import {
  heldDecisionListResponse,
  heldDecisionResponse,
  releaseResultResponse,
} from '~/shared/schemas/decisions';
import { allow, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
import { createChangeCache } from '../../lib/change-cache';
import { withScoreSummaries } from '../reviews/service/index';
import { analyticsRangeQuery } from '~/shared/schemas/analytics-range';
import { getApplicationAnalytics } from './analytics';
import { getApplicationCounts } from './counts';
import { deleteApplication } from './delete';
import { addApplicationNote, getApplicationDetail, getApplicationNotes } from './detail';
import { exportApplicationsCsv } from './export';
import { listApplications } from './list';
import { createProjectFromApplication } from './project';
import { markApplicationRead, markApplicationsRead } from './reads';
import { changeApplicationStatus } from './status';
import { cancelHeldDecision, holdApplicationDecision, listHeldDecisions, releaseHeldDecisions } from './held';

const idParam = z.object({ id: z.uuid({ error: 'must be an application id' }) });

/** allow('admin') ran first, so there is a user. */
const me = (c: Context<AppEnv>) => c.get('user')!.id;

/** Mounted at /api/admin/applications. */
export function applicantRoutes(deps: AppDeps) {
  const { realtime, storage, mail, logger } = deps;
  const { db } = deps.database;
  // Totals and counts at 100,000 applications cost a scan each; kept until applications or reads change.
  const totals = createChangeCache(deps.database, ['incubator_applications', 'application_reads']);

  return new Hono<AppEnv>()
    .get('/', allow('admin'), validate('query', applicationListQuerySchema), async (c) => {
      const list = await listApplications({ db, userId: me(c), query: c.req.valid('query'), cache: totals });
      // Per admin (read flags), and live: a stored copy would show a list from before the last event.
      c.header('Cache-Control', 'no-store');
      return respond(c, applicationListResponse, await withScoreSummaries({ db, userId: me(c), list }));
    })
    .get('/counts', allow('admin'), async (c) => {
      c.header('Cache-Control', 'no-store');
      return respond(
        c,
        applicationCountsResponse,
        await getApplicationCounts({ db, userId: me(c), cache: totals }),
      );
    })
    .get('/export.csv', allow('admin'), validate('query', applicationFiltersSchema), async (c) => {
      const csv = await exportApplicationsCsv({ db, userId: me(c), filters: c.req.valid('query') });
      const day = new Date().toISOString().slice(0, 10);
      // The BOM makes Excel read the file as UTF-8.
      return c.body(`\uFEFF${csv}`, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="applications-${day}.csv"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .post('/read', allow('admin'), validate('json', markReadSchema), async (c) => {
      const body = c.req.valid('json');
      const result = await markApplicationsRead({
        db,
        realtime,
        logger,
        userId: me(c),
        ...('ids' in body ? { ids: body.ids } : { status: body.status }),
      });
      return respond(c, markedReadResponse, result);
    })
    .get('/held', allow('admin'), async (c) =>
      respond(c, heldDecisionListResponse, { held: await listHeldDecisions({ db }) }),
    )
    .post('/held/release', allow('admin'), validate('json', releaseHeldSchema), async (c) =>
      respond(
        c,
        releaseResultResponse,
        await releaseHeldDecisions({
          db,
          realtime,
          mail,
          logger,
          actorId: me(c),
          ids: c.req.valid('json').ids,
        }),
      ),
    )
    .delete('/:id/held', allow('admin'), validate('param', idParam), async (c) => {
      await cancelHeldDecision({ db, realtime, logger, id: c.req.valid('param').id });
      return c.body(null, 204);
    })
    .get('/:id', allow('admin'), validate('param', idParam), async (c) =>
      respond(
        c,
        applicationDetailResponse,
        await getApplicationDetail({ db, userId: me(c), id: c.req.valid('param').id }),
      ),
    )
    .post('/:id/read', allow('admin'), validate('param', idParam), async (c) => {
      const id = c.req.valid('param').id;
      return respond(
        c,
        applicationReadResponse,
        await markApplicationRead({ db, realtime, logger, userId: me(c), id }),
      );
    })
    .patch(
      '/:id/status',
      allow('admin'),
      validate('param', idParam),
      validate('json', statusChangeSchema),
      async (c) => {
        const { status, note, message, sendEmail, mailText, hold } = c.req.valid('json');
        const id = c.req.valid('param').id;
        if (hold && isHoldable(status)) {
          const held = await holdApplicationDecision({
            db,
            realtime,
            logger,
            actorId: me(c),
            id,
            status,
            note,
            message,
            sendEmail,
            mailText,
          });
          return respond(c, heldDecisionResponse, held, 202);
        }
        return respond(
          c,
          statusChangeResponse,
          await changeApplicationStatus(
            { db, realtime, mail, logger, actorId: me(c), id, status, note },
            { message, sendEmail, mailText, publicUrl: deps.config.PUBLIC_URL },
          ),
        );
      },
    )
    .get('/:id/notes', allow('admin'), validate('param', idParam), async (c) =>
      respond(c, applicationNoteListResponse, {
        notes: await getApplicationNotes({ db, id: c.req.valid('param').id }),
      }),
    )
    .post(
      '/:id/notes',
      allow('admin'),
      validate('param', idParam),
      validate('json', noteSchema),
      async (c) => {
        const note = await addApplicationNote({
          db,
          authorId: me(c),
          id: c.req.valid('param').id,
          body: c.req.valid('json').body,
        });
        return respond(c, applicationNoteResponse, note, 201);
      },
    )
    .post(
      '/:id/project',
      allow('admin'),
      validate('param', idParam),
      validate('json', createProjectFromApplicationSchema),
      async (c) => {
        const result = await createProjectFromApplication({
          db,
          realtime,
          storage,
          mail,
          publicUrl: deps.config.PUBLIC_URL,
          logger,
          actorId: me(c),
          id: c.req.valid('param').id,
          overrides: c.req.valid('json'),
        });
        return respond(c, projectFromApplicationResponse, result, 201);
      },
    )
    .delete('/:id', allow('super_admin'), validate('param', idParam), async (c) =>
      respond(
        c,
        applicationDeletedResponse,
        await deleteApplication({ db, realtime, storage, logger, id: c.req.valid('param').id }),
      ),
    );
}

/** Mounted at /api/admin/analytics. */
export function applicantAnalyticsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', allow('admin'), validate('query', analyticsRangeQuery), async (c) => {
    c.header('Cache-Control', 'no-store');
    return respond(
      c,
      applicationAnalyticsResponse,
      await getApplicationAnalytics({ db: deps.database.db, query: c.req.valid('query') }),
    );
  });
}
