import { applicationFiltersSchema } from '~/shared/schemas/applicant-filters';
import { isHoldable } from '~/shared/schemas/applicant-status';
import { applicantContracts as api } from '~/shared/contracts/applicants';
import { applicationAnalyticsContracts } from '~/shared/contracts/application-analytics';
import { allow, validate, type AppDeps } from '../../http/index';
import { contractRoutes, reply } from '../../http/contract-routes';
import { createChangeCache } from '../../lib/change-cache';
import { withScoreSummaries } from '../reviews/service/index';
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

/**
 * Mounted at /api/admin/applications: each route implements its contract in
 * `shared/contracts/applicants.ts`, but the CSV export, a file download (a plain route).
 * allow('admin') runs first, so there is a user.
 */
export function applicantRoutes(deps: AppDeps) {
  const { realtime, storage, mail, logger } = deps;
  const { db } = deps.database;
  // Totals and counts at 100,000 applications cost a scan each; kept until applications or reads change.
  const totals = createChangeCache(deps.database, ['incubator_applications', 'application_reads']);

  const routes = contractRoutes('/api/admin/applications')
    .implement(api.list, async ({ c, query }) => {
      const userId = c.get('user')!.id;
      const list = await listApplications({ db, userId, query, cache: totals });
      // Per admin (read flags), and live: a stored copy would show a list from before the last event.
      c.header('Cache-Control', 'no-store');
      return withScoreSummaries({ db, userId, list });
    })
    .implement(api.counts, async ({ c }) => {
      c.header('Cache-Control', 'no-store');
      return getApplicationCounts({ db, userId: c.get('user')!.id, cache: totals });
    });
  // Before `/:id`, which would take 'export.csv' for an id.
  routes.app.get('/export.csv', allow('admin'), validate('query', applicationFiltersSchema), async (c) => {
    const csv = await exportApplicationsCsv({ db, userId: c.get('user')!.id, filters: c.req.valid('query') });
    const day = new Date().toISOString().slice(0, 10);
    // The BOM makes Excel read the file as UTF-8.
    return c.body(`\uFEFF${csv}`, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="applications-${day}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return routes
    .implement(api.markRead, ({ c, body }) =>
      markApplicationsRead({
        db,
        realtime,
        logger,
        userId: c.get('user')!.id,
        ...('ids' in body ? { ids: body.ids } : { status: body.status }),
      }),
    )
    .implement(api.held, async () => ({ held: await listHeldDecisions({ db }) }))
    .implement(api.releaseHeld, ({ c, body }) =>
      releaseHeldDecisions({ db, realtime, mail, logger, actorId: c.get('user')!.id, ids: body.ids }),
    )
    .implement(api.cancelHeld, async ({ params }) => {
      await cancelHeldDecision({ db, realtime, logger, id: params.id });
    })
    .implement(api.get, ({ c, params }) =>
      getApplicationDetail({ db, userId: c.get('user')!.id, id: params.id }),
    )
    .implement(api.markOneRead, ({ c, params }) =>
      markApplicationRead({ db, realtime, logger, userId: c.get('user')!.id, id: params.id }),
    )
    .implement(api.changeStatus, async ({ c, params, body }) => {
      const { status, note, message, sendEmail, mailText, hold } = body;
      const actorId = c.get('user')!.id;
      const id = params.id;
      if (hold && isHoldable(status)) {
        const held = await holdApplicationDecision({
          db,
          realtime,
          logger,
          actorId,
          id,
          status,
          note,
          message,
          sendEmail,
          mailText,
        });
        return reply(202, held);
      }
      return reply(
        200,
        await changeApplicationStatus(
          { db, realtime, mail, logger, actorId, id, status, note },
          { message, sendEmail, mailText, publicUrl: deps.config.PUBLIC_URL },
        ),
      );
    })
    .implement(api.notes, async ({ params }) => ({ notes: await getApplicationNotes({ db, id: params.id }) }))
    .implement(api.addNote, ({ c, params, body }) =>
      addApplicationNote({ db, authorId: c.get('user')!.id, id: params.id, body: body.body }),
    )
    .implement(api.createProject, ({ c, params, body }) =>
      createProjectFromApplication({
        db,
        realtime,
        storage,
        mail,
        publicUrl: deps.config.PUBLIC_URL,
        logger,
        actorId: c.get('user')!.id,
        id: params.id,
        overrides: body,
      }),
    )
    .implement(api.delete, ({ params }) =>
      deleteApplication({ db, realtime, storage, logger, id: params.id }),
    ).app;
}

/** Mounted at /api/admin/analytics; its contract is `application-analytics.get`. */
export function applicantAnalyticsRoutes(deps: AppDeps) {
  return contractRoutes('/api/admin/analytics').implement(
    applicationAnalyticsContracts.get,
    ({ c, query }) => {
      c.header('Cache-Control', 'no-store');
      return getApplicationAnalytics({ db: deps.database.db, query });
    },
  ).app;
}
