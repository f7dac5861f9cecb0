import { z } from 'zod';
import {
  standardAbiListQuery,
  standardAbiResponse,
  standardAbiSchema,
  standardAbiUpdateSchema,
} from '../schemas/standard-abis';
import { defineContracts } from './contract';

const byId = z.object({ id: z.uuid({ error: 'Standard ABI id must be a valid id' }) });

/** The standard ABI library (`/api/standard-abis`): admins keep the ABIs a contract may start from. */
export const standardAbiContracts = defineContracts('standard-abis', {
  list: {
    method: 'GET',
    path: '/api/standard-abis',
    audience: 'admin',
    summary: 'List standard ABIs (active ones unless includeInactive=true)',
    query: standardAbiListQuery,
    responses: { 200: standardAbiResponse.array() },
  },
  get: {
    method: 'GET',
    path: '/api/standard-abis/:id',
    audience: 'admin',
    summary: 'Get one standard ABI',
    params: byId,
    responses: { 200: standardAbiResponse },
  },
  create: {
    method: 'POST',
    path: '/api/standard-abis',
    audience: 'admin',
    summary: 'Add a standard ABI',
    body: standardAbiSchema,
    responses: { 201: standardAbiResponse },
  },
  update: {
    method: 'PATCH',
    path: '/api/standard-abis/:id',
    audience: 'admin',
    summary: 'Update one standard ABI',
    params: byId,
    body: standardAbiUpdateSchema,
    responses: { 200: standardAbiResponse },
  },
  delete: {
    method: 'DELETE',
    path: '/api/standard-abis/:id',
    audience: 'admin',
    summary: 'Delete one standard ABI',
    params: byId,
    responses: { 204: null },
  },
});
