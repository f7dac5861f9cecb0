import { z } from 'zod';
import {
  alertListQuery,
  alertResponse,
  monitorResponse,
  monitorSchema,
  monitorUpdateSchema,
} from '../schemas/monitors';
import { defineContracts } from './contract';

const byId = (label: string) => z.object({ id: z.uuid({ error: `${label} id must be a valid id` }) });

/**
 * Monitors (`/api/monitors`: rules on deployments' events and failed writes) and the alerts they
 * raise (`/api/alerts`, newest first); admins only. One resource, so a monitor's change refreshes
 * the alert lists too.
 */
export const monitorContracts = defineContracts('monitors', {
  list: {
    method: 'GET',
    path: '/api/monitors',
    audience: 'admin',
    summary: 'List every monitor watching a deployment for events, with its last alert',
    responses: { 200: monitorResponse.array() },
  },
  get: {
    method: 'GET',
    path: '/api/monitors/:id',
    audience: 'admin',
    summary: 'One monitor with its condition and last alert',
    params: byId('Monitor'),
    responses: { 200: monitorResponse },
  },
  create: {
    method: 'POST',
    path: '/api/monitors',
    audience: 'admin',
    summary: 'Create a monitor on a deployment',
    body: monitorSchema,
    responses: { 201: monitorResponse },
  },
  update: {
    method: 'PATCH',
    path: '/api/monitors/:id',
    audience: 'admin',
    summary: 'Change what a monitor watches or pause it',
    params: byId('Monitor'),
    body: monitorUpdateSchema,
    responses: { 200: monitorResponse },
  },
  delete: {
    method: 'DELETE',
    path: '/api/monitors/:id',
    audience: 'admin',
    summary: 'Delete one monitor and its alerts',
    params: byId('Monitor'),
    responses: { 204: null },
  },
  alerts: {
    method: 'GET',
    path: '/api/alerts',
    audience: 'admin',
    summary: 'List alerts, newest first (of one monitor with monitorId)',
    query: alertListQuery,
    responses: { 200: alertResponse.array() },
  },
  alert: {
    method: 'GET',
    path: '/api/alerts/:id',
    audience: 'admin',
    summary: 'One alert a monitor raised, with its event',
    params: byId('Alert'),
    responses: { 200: alertResponse },
  },
});
