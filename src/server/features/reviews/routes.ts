import type { Context } from 'hono';
import { reviewContracts as api } from '~/shared/contracts/reviews';
import type { AppDeps, AppEnv } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
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

/**
 * `/api/admin/review-rubric`: every admin reads the rubric, super admins change it. Each route
 * implements its contract in `shared/contracts/reviews.ts`.
 */
export function reviewRubricRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  return contractRoutes('/api/admin/review-rubric')
    .implement(api.rubric, () => getRubric({ db: db() }))
    .implement(api.updateSettings, ({ body }) => setReviewSettings({ db: db(), ...body }))
    .implement(api.createCategory, ({ body }) => createCategory({ db: db(), input: body }))
    .implement(api.updateCategory, ({ params, body }) =>
      updateCategory({ db: db(), id: params.id, input: body }),
    )
    .implement(api.deleteCategory, ({ params }) => deleteCategory({ db: db(), id: params.id })).app;
}

/** `/api/admin/reviews`: scores, recusals and reviewer assignments; their contracts are the rubric's. */
export function reviewRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  /** Changes of one application's reviews answer with the caller's panel as it now stands. */
  const panel = (c: Context<AppEnv>, applicationId: string) =>
    getReviewPanel({ db: db(), userId: me(c), applicationId });
  return (
    contractRoutes('/api/admin/reviews')
      // Static paths first: they would otherwise read as an application id.
      .implement(api.next, ({ c, query }) =>
        nextUnreviewed({ db: db(), userId: me(c), exclude: query.exclude }),
      )
      .implement(api.progress, () => reviewerProgress({ db: db() }))
      .implement(api.bulkAssign, ({ c, body }) => bulkAssign({ db: db(), actorId: me(c), input: body }))
      .implement(api.autoAssign, ({ c, body }) => autoAssign({ db: db(), actorId: me(c), input: body }))
      .implement(api.panel, ({ c, params }) => panel(c, params.applicationId))
      .implement(api.submit, ({ c, params, body }) =>
        submitReview({ db: db(), userId: me(c), applicationId: params.applicationId, input: body }),
      )
      .implement(api.recuse, async ({ c, params, body }) => {
        await recuse({ db: db(), userId: me(c), applicationId: params.applicationId, reason: body.reason });
        return panel(c, params.applicationId);
      })
      .implement(api.withdrawRecusal, async ({ c, params }) => {
        await withdrawRecusal({ db: db(), userId: me(c), applicationId: params.applicationId });
        return panel(c, params.applicationId);
      })
      .implement(api.assign, async ({ c, params, body }) => {
        await assignReviewer({
          db: db(),
          actorId: me(c),
          applicationId: params.applicationId,
          reviewerId: body.reviewerId,
        });
        return panel(c, params.applicationId);
      })
      .implement(api.unassign, async ({ c, params }) => {
        await unassignReviewer({
          db: db(),
          applicationId: params.applicationId,
          reviewerId: params.reviewerId,
        });
        return panel(c, params.applicationId);
      }).app
  );
}
