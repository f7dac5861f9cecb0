import { z } from 'zod';
import {
  launchScheduleListQuery,
  launchScheduleResponse,
  launchScheduleSchema,
  launchScheduleUpdateSchema,
} from '../schemas/launch-schedules';
import { defineContracts } from './contract';

const byId = z.object({ id: z.uuid({ error: 'Launch schedule id must be a valid id' }) });

/** Planned launches of products and deployments (`/api/launch-schedules`); admins only. */
export const launchScheduleContracts = defineContracts('launch-schedules', {
  list: {
    method: 'GET',
    path: '/api/launch-schedules',
    audience: 'admin',
    summary: 'List launch schedules (of one product with productId)',
    query: launchScheduleListQuery,
    responses: { 200: launchScheduleResponse.array() },
  },
  create: {
    method: 'POST',
    path: '/api/launch-schedules',
    audience: 'admin',
    summary: 'Plan the launch of a product or deployment',
    body: launchScheduleSchema,
    responses: { 201: launchScheduleResponse },
  },
  update: {
    method: 'PATCH',
    path: '/api/launch-schedules/:id',
    audience: 'admin',
    summary: 'Update one launch schedule (status launched records when)',
    params: byId,
    body: launchScheduleUpdateSchema,
    responses: { 200: launchScheduleResponse },
  },
  delete: {
    method: 'DELETE',
    path: '/api/launch-schedules/:id',
    audience: 'admin',
    summary: 'Delete one launch schedule',
    params: byId,
    responses: { 204: null },
  },
});
