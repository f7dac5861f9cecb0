import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  assignResultResponse,
  assignReviewerSchema,
  autoAssignSchema,
  bulkAssignSchema,
  nextUnreviewedQuery,
  nextUnreviewedResponse,
  recusalSchema,
  reviewerProgressResponse,
  reviewPanelResponse,
  reviewSettingsSchema,
  reviewSubmitSchema,
  rubricCategoryResponse,
  rubricCategorySchema,
  rubricCategoryUpdateSchema,
  rubricResponse,
} from '~/shared/schemas/reviews';
import { allow, idParam, respond, uuidParam, validate, type AppDeps, type AppEnv } from '../../http/index';
import {
  assignReviewer,
  autoAssign,
  bulkAssign,
  createCategory,
  deleteCategory,
  getReviewPanel,
  getRubric,
  nextUnreviewed,
  recuse,
  reviewerProgress,
  setReviewSettings,
  submitReview,
  unassignReviewer,
  updateCategory,
  withdrawRecusal,
} from './service/index';

/** allow('admin') ran first, so there is a user. */
const me = (c: Context<AppEnv>) => c.get('user')!.id;

const categoryParam = idParam('Rubric category');
const appParam = z.object({ applicationId: uuidParam('Application') });
const assigneeParam = appParam.extend({
  reviewerId: z.string().min(1, 'Reviewer is required').max(100, 'Reviewer id is too long'),
});

/** The rubric: every admin reads it, super admins change it. Mounted at /api/admin/review-rubric. */
export function reviewRubricRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), async (c) => respond(c, rubricResponse, await getRubric({ db: db() })))
    .patch('/settings', allow('super_admin'), validate('json', reviewSettingsSchema), async (c) =>
      respond(c, rubricResponse, await setReviewSettings({ db: db(), ...c.req.valid('json') })),
    )
    .post('/categories', allow('super_admin'), validate('json', rubricCategorySchema), async (c) =>
      respond(c, rubricCategoryResponse, await createCategory({ db: db(), input: c.req.valid('json') }), 201),
    )
    .patch(
      '/categories/:id',
      allow('super_admin'),
      validate('param', categoryParam),
      validate('json', rubricCategoryUpdateSchema),
      async (c) =>
        respond(
          c,
          rubricCategoryResponse,
          await updateCategory({ db: db(), id: c.req.valid('param').id, input: c.req.valid('json') }),
        ),
    )
    .delete('/categories/:id', allow('super_admin'), validate('param', categoryParam), async (c) => {
      await deleteCategory({ db: db(), id: c.req.valid('param').id });
      return c.body(null, 204);
    });
}

/** Scores, recusals and reviewer assignments. Mounted at /api/admin/reviews. */
export function reviewRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  /** Reads and changes of one application's reviews answer with the caller's panel as it now stands. */
  const answerPanel = async (c: Context<AppEnv>, applicationId: string, status: 200 | 201 = 200) =>
    respond(c, reviewPanelResponse, await getReviewPanel({ db: db(), userId: me(c), applicationId }), status);
  return (
    new Hono<AppEnv>()
      // Static paths first: they would otherwise read as an application id.
      .get('/next', allow('admin'), validate('query', nextUnreviewedQuery), async (c) =>
        respond(
          c,
          nextUnreviewedResponse,
          await nextUnreviewed({ db: db(), userId: me(c), exclude: c.req.valid('query').exclude }),
        ),
      )
      .get('/progress', allow('admin'), async (c) =>
        respond(c, reviewerProgressResponse, await reviewerProgress({ db: db() })),
      )
      .post('/assignments/bulk', allow('admin'), validate('json', bulkAssignSchema), async (c) =>
        respond(
          c,
          assignResultResponse,
          await bulkAssign({ db: db(), actorId: me(c), input: c.req.valid('json') }),
        ),
      )
      .post('/assignments/auto', allow('admin'), validate('json', autoAssignSchema), async (c) =>
        respond(
          c,
          assignResultResponse,
          await autoAssign({ db: db(), actorId: me(c), input: c.req.valid('json') }),
        ),
      )
      .get('/:applicationId', allow('admin'), validate('param', appParam), async (c) =>
        answerPanel(c, c.req.valid('param').applicationId),
      )
      .put(
        '/:applicationId/mine',
        allow('admin'),
        validate('param', appParam),
        validate('json', reviewSubmitSchema),
        async (c) =>
          respond(
            c,
            reviewPanelResponse,
            await submitReview({
              db: db(),
              userId: me(c),
              applicationId: c.req.valid('param').applicationId,
              input: c.req.valid('json'),
            }),
          ),
      )
      .post(
        '/:applicationId/recusal',
        allow('admin'),
        validate('param', appParam),
        validate('json', recusalSchema),
        async (c) => {
          const { applicationId } = c.req.valid('param');
          await recuse({ db: db(), userId: me(c), applicationId, reason: c.req.valid('json').reason });
          return answerPanel(c, applicationId, 201);
        },
      )
      .delete('/:applicationId/recusal', allow('admin'), validate('param', appParam), async (c) => {
        const { applicationId } = c.req.valid('param');
        await withdrawRecusal({ db: db(), userId: me(c), applicationId });
        return answerPanel(c, applicationId);
      })
      .post(
        '/:applicationId/assignees',
        allow('admin'),
        validate('param', appParam),
        validate('json', assignReviewerSchema),
        async (c) => {
          const { applicationId } = c.req.valid('param');
          await assignReviewer({
            db: db(),
            actorId: me(c),
            applicationId,
            reviewerId: c.req.valid('json').reviewerId,
          });
          return answerPanel(c, applicationId);
        },
      )
      .delete(
        '/:applicationId/assignees/:reviewerId',
        allow('admin'),
        validate('param', assigneeParam),
        async (c) => {
          const { applicationId, reviewerId } = c.req.valid('param');
          await unassignReviewer({ db: db(), applicationId, reviewerId });
          return answerPanel(c, applicationId);
        },
      )
  );
}
