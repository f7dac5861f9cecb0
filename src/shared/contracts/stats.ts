import { publicStatsResponse, transparencyStatsResponse } from '../schemas/stats';
import { defineContracts } from './contract';

/**
 * The public figures (`/api/stats`). Both are sent as the public cache holds them (serialized once
 * per change, ETag and 304), not through respond(): the server's plain handlers say which contract
 * they serve, as GET /api/projects does, and the browser parses the answer by it.
 */
export const statsContracts = defineContracts('stats', {
  public: {
    method: 'GET',
    path: '/api/stats/public',
    audience: 'anonymous',
    summary: 'The public figures: projects, applications, capital raised and its sources',
    responses: { 200: publicStatsResponse },
  },
  transparency: {
    method: 'GET',
    path: '/api/stats/transparency',
    audience: 'anonymous',
    summary: "The transparency page's figures: totals, monthly series, industries, featured projects",
    responses: { 200: transparencyStatsResponse },
  },
});
