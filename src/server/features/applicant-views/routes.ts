import { Hono } from 'hono';
import { applicantViewResponse, applicantViewSchema } from '~/shared/schemas/applicant-views';
import { allow, idParam, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
import { createApplicantView, deleteApplicantView, listApplicantViews } from './service';

const byId = idParam('Saved view');

/** An admin's saved views of the applicants list, each admin seeing only their own. Mounted at /api/admin/applicant-views. */
export function applicantViewRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), async (c) =>
      respond(
        c,
        applicantViewResponse.array(),
        await listApplicantViews({ db: db(), userId: c.get('user')!.id }),
      ),
    )
    .post('/', allow('admin'), validate('json', applicantViewSchema), async (c) =>
      respond(
        c,
        applicantViewResponse,
        await createApplicantView({ db: db(), userId: c.get('user')!.id, input: c.req.valid('json') }),
        201,
      ),
    )
    .delete('/:id', allow('admin'), validate('param', byId), async (c) => {
      await deleteApplicantView({ db: db(), userId: c.get('user')!.id, id: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
