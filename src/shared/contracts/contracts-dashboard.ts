import { contractsSummaryResponse } from '../schemas/contracts-dashboard';
import { defineContracts } from './contract';

/** The contracts dashboard's cards (`/api/dashboard/contracts-summary`): counts and recent products; admins only. */
export const contractsDashboardContracts = defineContracts('contracts-dashboard', {
  summary: {
    method: 'GET',
    path: '/api/dashboard/contracts-summary',
    audience: 'admin',
    summary:
      'Get the contracts dashboard (products, deployments, networks and ABIs counted; recent products)',
    responses: { 200: contractsSummaryResponse },
  },
});
