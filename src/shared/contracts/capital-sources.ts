import { z } from 'zod';
import { analyticsRangeQuery } from '../schemas/analytics-range';
import {
  capitalAnalyticsResponse,
  capitalSourceCreateSchema,
  capitalSourceHistoryResponse,
  capitalSourceResponse,
  capitalSourceUpdateSchema,
  capitalSyncRequestSchema,
  capitalSyncResponse,
} from '../schemas/capital-sources';
import { defineContracts } from './contract';

const inProject = z.object({ id: z.uuid({ error: 'Project id must be a valid id' }) });
const oneSource = inProject.extend({
  sourceId: z.uuid({ error: 'Capital source id must be a valid id' }),
});

/** GET /api/projects/:id/capital-sources/history: one source's readings, or every source's. */
export const capitalHistoryQuery = z.object({
  sourceId: z.uuid({ error: 'sourceId must be a valid id' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(1000, 'limit must be at most 1000')
    .optional(),
});

/**
 * A project's capital sources (`/api/projects/:id/capital-sources`: its members read and sync,
 * the admins set them up), their readings, and the admins' capital analytics
 * (`/api/admin/analytics/capital`). One resource, so a change of a source refreshes the analytics.
 */
export const capitalSourceContracts = defineContracts('capital-sources', {
  list: {
    method: 'GET',
    path: '/api/projects/:id/capital-sources',
    audience: 'project_member',
    summary: "List a project's capital sources",
    params: inProject,
    responses: { 200: capitalSourceResponse.array() },
  },
  history: {
    method: 'GET',
    path: '/api/projects/:id/capital-sources/history',
    audience: 'project_member',
    summary: "A project's capital readings, newest first (of one source with sourceId)",
    params: inProject,
    query: capitalHistoryQuery,
    responses: { 200: capitalSourceHistoryResponse.array() },
  },
  sync: {
    method: 'POST',
    path: '/api/projects/:id/capital-sources/sync',
    audience: 'project_member',
    summary: "Read a project's capital sources on chain now",
    params: inProject,
    body: capitalSyncRequestSchema,
    responses: { 200: capitalSyncResponse },
  },
  get: {
    method: 'GET',
    path: '/api/projects/:id/capital-sources/:sourceId',
    audience: 'project_member',
    summary: 'Get one capital source',
    params: oneSource,
    responses: { 200: capitalSourceResponse },
  },
  create: {
    method: 'POST',
    path: '/api/projects/:id/capital-sources',
    audience: 'admin',
    summary: 'Add a capital source to a project',
    params: inProject,
    body: capitalSourceCreateSchema,
    responses: { 201: capitalSourceResponse },
  },
  update: {
    method: 'PATCH',
    path: '/api/projects/:id/capital-sources/:sourceId',
    audience: 'admin',
    summary: 'Update one capital source',
    params: oneSource,
    body: capitalSourceUpdateSchema,
    responses: { 200: capitalSourceResponse },
  },
  delete: {
    method: 'DELETE',
    path: '/api/projects/:id/capital-sources/:sourceId',
    audience: 'admin',
    summary: 'Delete one capital source and its readings',
    params: oneSource,
    responses: { 204: null },
  },
  analytics: {
    method: 'GET',
    path: '/api/admin/analytics/capital',
    audience: 'admin',
    summary: 'Capital raised across projects over a date range (range preset, or from/to days)',
    query: analyticsRangeQuery,
    responses: { 200: capitalAnalyticsResponse },
  },
});
