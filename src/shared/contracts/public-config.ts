import { apiHealthResponse, publicConfigResponse } from '../schemas/public-config';
import { defineContracts } from './contract';

/** The API's liveness answer and the links and ids the browser may know (`/api/health`, `/api/config`). */
export const publicConfigContracts = defineContracts('public-config', {
  health: {
    method: 'GET',
    path: '/api/health',
    audience: 'anonymous',
    summary: 'Whether the API is up and answering requests',
    responses: { 200: apiHealthResponse },
  },
  get: {
    method: 'GET',
    path: '/api/config',
    audience: 'anonymous',
    summary: "The site's public links and ids, set in the server's environment",
    responses: { 200: publicConfigResponse },
  },
});
