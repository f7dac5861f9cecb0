import { useQuery } from '@tanstack/react-query';
import { teamDashboardContracts } from '~/shared/contracts/team-dashboard';
import { contractQuery } from '~/web/lib/contract-client';

/** The caller's projects (every project for admins) with their day-to-day figures. */
export const teamDashboardQuery = contractQuery(teamDashboardContracts.get);

export const useTeamDashboard = (enabled: boolean) => useQuery({ ...teamDashboardQuery, enabled });
