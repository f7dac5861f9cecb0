import { z } from 'zod';
import { accessResponse } from '../schemas/access';
import { defineContracts } from './contract';

const byId = z.object({ id: z.uuid({ error: 'Deployment id must be a valid id' }) });

/**
 * Who controls a registered contract (`/api/deployments/:id/access`): its owner and role members,
 * indexed from the deployment's logs; admins only.
 */
export const contractAccessContracts = defineContracts('contract-access', {
  get: {
    method: 'GET',
    path: '/api/deployments/:id/access',
    audience: 'admin',
    summary: "Get a deployment's owner and role members (indexed from its logs)",
    params: byId,
    responses: { 200: accessResponse },
  },
});
