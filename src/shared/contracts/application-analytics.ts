import { analyticsRangeQuery } from '../schemas/analytics-range';
import { applicationAnalyticsResponse } from '../schemas/applicants';
import { defineContracts } from './contract';

/**
 * The admins' application analytics (`/api/admin/analytics`): totals, funnel, trend and tallies
 * over a range of UTC days. Capital analytics (`/api/admin/analytics/capital`) is the capital
 * sources' (./capital-sources.ts).
 */
export const applicationAnalyticsContracts = defineContracts('application-analytics', {
  get: {
    method: 'GET',
    path: '/api/admin/analytics',
    audience: 'admin',
    summary: 'Application analytics over a range of days (or all time)',
    query: analyticsRangeQuery,
    responses: { 200: applicationAnalyticsResponse },
  },
});
