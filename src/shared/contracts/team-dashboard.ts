import { teamDashboardResponse } from '../schemas/team-dashboard';
import { defineContracts } from './contract';

/**
 * The team dashboard (`/api/team-dashboard`): the caller's projects with the figures a team
 * checks each day; every project for admins.
 */
export const teamDashboardContracts = defineContracts('team-dashboard', {
  get: {
    method: 'GET',
    path: '/api/team-dashboard',
    audience: 'user',
    summary: "The caller's projects (every project for admins) with their day-to-day figures",
    responses: { 200: teamDashboardResponse },
  },
});
