import { z } from 'zod';
import {
  revenueTargetListQuery,
  revenueTargetResponse,
  revenueTargetSchema,
  revenueTargetUpdateSchema,
} from '../schemas/revenue-targets';
import { defineContracts } from './contract';

const byId = z.object({ id: z.uuid({ error: 'Revenue target id must be a valid id' }) });

/** A project's revenue goals (`/api/revenue-targets`, active -> achieved); admins only. */
export const revenueTargetContracts = defineContracts('revenue-targets', {
  list: {
    method: 'GET',
    path: '/api/revenue-targets',
    audience: 'admin',
    summary: 'List revenue targets (of one project with projectId)',
    query: revenueTargetListQuery,
    responses: { 200: revenueTargetResponse.array() },
  },
  create: {
    method: 'POST',
    path: '/api/revenue-targets',
    audience: 'admin',
    summary: 'Set a revenue target for a project',
    body: revenueTargetSchema,
    responses: { 201: revenueTargetResponse },
  },
  update: {
    method: 'PATCH',
    path: '/api/revenue-targets/:id',
    audience: 'admin',
    summary: 'Update one revenue target (an achieved one stays achieved)',
    params: byId,
    body: revenueTargetUpdateSchema,
    responses: { 200: revenueTargetResponse },
  },
  delete: {
    method: 'DELETE',
    path: '/api/revenue-targets/:id',
    audience: 'admin',
    summary: 'Delete one revenue target',
    params: byId,
    responses: { 204: null },
  },
});
