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
} from '../schemas/reviews';
import { defineContracts } from './contract';

const categoryParam = z.object({ id: z.uuid({ error: 'Rubric category id must be a valid id' }) });
const appParam = z.object({ applicationId: z.uuid({ error: 'Application id must be a valid id' }) });
const assigneeParam = appParam.extend({
  reviewerId: z.string().min(1, 'Reviewer is required').max(100, 'Reviewer id is too long'),
});

/**
 * Reviews of applications: the rubric they are scored on (`/api/admin/review-rubric`: every admin
 * reads it, super admins change it) and the scores, recusals and reviewer assignments
 * (`/api/admin/reviews`, admins). One resource, so a change to the rubric refreshes the panels
 * too. A change to one application's reviews answers with the caller's panel as it now stands.
 */
export const reviewContracts = defineContracts('reviews', {
  rubric: {
    method: 'GET',
    path: '/api/admin/review-rubric',
    audience: 'admin',
    summary: 'Get the review rubric: its categories, the scale and whether review is blind',
    responses: { 200: rubricResponse },
  },
  updateSettings: {
    method: 'PATCH',
    path: '/api/admin/review-rubric/settings',
    audience: 'super_admin',
    summary: 'Turn blind review on or off',
    body: reviewSettingsSchema,
    responses: { 200: rubricResponse },
  },
  createCategory: {
    method: 'POST',
    path: '/api/admin/review-rubric/categories',
    audience: 'super_admin',
    summary: 'Add a category to the rubric',
    body: rubricCategorySchema,
    responses: { 201: rubricCategoryResponse },
  },
  updateCategory: {
    method: 'PATCH',
    path: '/api/admin/review-rubric/categories/:id',
    audience: 'super_admin',
    summary: 'Update one rubric category',
    params: categoryParam,
    body: rubricCategoryUpdateSchema,
    responses: { 200: rubricCategoryResponse },
  },
  deleteCategory: {
    method: 'DELETE',
    path: '/api/admin/review-rubric/categories/:id',
    audience: 'super_admin',
    summary: 'Delete one rubric category (only one without scores)',
    params: categoryParam,
    responses: { 204: null },
  },
  next: {
    method: 'GET',
    path: '/api/admin/reviews/next',
    audience: 'admin',
    summary: 'The next application the caller has not reviewed (their assignments first)',
    query: nextUnreviewedQuery,
    responses: { 200: nextUnreviewedResponse },
  },
  progress: {
    method: 'GET',
    path: '/api/admin/reviews/progress',
    audience: 'admin',
    summary: "Each reviewer's assigned, scored and recused applications",
    responses: { 200: reviewerProgressResponse },
  },
  bulkAssign: {
    method: 'POST',
    path: '/api/admin/reviews/assignments/bulk',
    audience: 'admin',
    summary: 'Assign reviewers to a selection of applications, or to those a filter finds',
    body: bulkAssignSchema,
    responses: { 200: assignResultResponse },
  },
  autoAssign: {
    method: 'POST',
    path: '/api/admin/reviews/assignments/auto',
    audience: 'admin',
    summary: 'Spread reviewers over applications, so many per application',
    body: autoAssignSchema,
    responses: { 200: assignResultResponse },
  },
  panel: {
    method: 'GET',
    path: '/api/admin/reviews/:applicationId',
    audience: 'admin',
    summary: "One application's reviews, as the caller may see them",
    params: appParam,
    responses: { 200: reviewPanelResponse },
  },
  submit: {
    method: 'PUT',
    path: '/api/admin/reviews/:applicationId/mine',
    audience: 'admin',
    summary: "Save the caller's scores of one application",
    params: appParam,
    body: reviewSubmitSchema,
    responses: { 200: reviewPanelResponse },
  },
  recuse: {
    method: 'POST',
    path: '/api/admin/reviews/:applicationId/recusal',
    audience: 'admin',
    summary: 'Recuse the caller from reviewing one application, with a reason',
    params: appParam,
    body: recusalSchema,
    responses: { 201: reviewPanelResponse },
  },
  withdrawRecusal: {
    method: 'DELETE',
    path: '/api/admin/reviews/:applicationId/recusal',
    audience: 'admin',
    summary: "Withdraw the caller's recusal from one application",
    params: appParam,
    responses: { 200: reviewPanelResponse },
  },
  assign: {
    method: 'POST',
    path: '/api/admin/reviews/:applicationId/assignees',
    audience: 'admin',
    summary: 'Assign a reviewer to one application',
    params: appParam,
    body: assignReviewerSchema,
    responses: { 200: reviewPanelResponse },
  },
  unassign: {
    method: 'DELETE',
    path: '/api/admin/reviews/:applicationId/assignees/:reviewerId',
    audience: 'admin',
    summary: 'Take a reviewer off one application',
    params: assigneeParam,
    responses: { 200: reviewPanelResponse },
  },
});
