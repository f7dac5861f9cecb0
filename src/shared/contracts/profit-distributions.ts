import {
  profitDistributionListQuery,
  profitDistributionResponse,
  profitDistributionSchema,
} from '../schemas/profit-distributions';
import { defineContracts } from './contract';

/** Profit distributions (`/api/profit-distributions`): insert only (spec section 3); admins only. */
export const profitDistributionContracts = defineContracts('profit-distributions', {
  list: {
    method: 'GET',
    path: '/api/profit-distributions',
    audience: 'admin',
    summary: 'List profit distributions (of one project with projectId)',
    query: profitDistributionListQuery,
    responses: { 200: profitDistributionResponse.array() },
  },
  create: {
    method: 'POST',
    path: '/api/profit-distributions',
    audience: 'admin',
    summary: 'Record a profit distribution (never edited or deleted)',
    body: profitDistributionSchema,
    responses: { 201: profitDistributionResponse },
  },
});
