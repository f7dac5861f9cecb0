import { firstAdminResponse, firstAdminSchema, setupStatusResponse } from '../setup';
import { defineContracts } from './contract';

/** First-run setup (`/api/setup`): whether it is still needed, and the one form that finishes it. */
export const setupContracts = defineContracts('setup', {
  status: {
    method: 'GET',
    path: '/api/setup',
    audience: 'anonymous',
    summary: 'Whether the first super admin is still to be created',
    responses: { 200: setupStatusResponse },
  },
  create: {
    method: 'POST',
    path: '/api/setup',
    audience: 'anonymous',
    summary: 'Create the first super admin with the one-time token the server log printed',
    body: firstAdminSchema,
    responses: { 201: firstAdminResponse },
  },
});
