import { contractsOf, type RouteContract } from './contract';
import { launchScheduleContracts } from './launch-schedules';
import { monitorContracts } from './monitors';
import { networkContracts } from './networks';
import { productContracts } from './products';
import { profitDistributionContracts } from './profit-distributions';
import { projectMemberContracts } from './project-members';
import { projectContracts } from './projects';
import { revenueTargetContracts } from './revenue-targets';
import { standardAbiContracts } from './standard-abis';
import { teamDashboardContracts } from './team-dashboard';

export * from './contract';
export { launchScheduleContracts } from './launch-schedules';
export { monitorContracts } from './monitors';
export { networkContracts } from './networks';
export { productContracts } from './products';
export { profitDistributionContracts } from './profit-distributions';
export { projectMemberContracts } from './project-members';
export { projectContracts } from './projects';
export { publicProjectContracts } from './public-projects';
export { revenueTargetContracts } from './revenue-targets';
export { standardAbiContracts } from './standard-abis';
export { teamDashboardContracts } from './team-dashboard';

/**
 * Every contract of the API, one group per resource. The tests hold each to the app's routes and
 * to the policy table (http/route-audiences.ts); a converted resource adds its group here.
 */
export const contractGroups = {
  networks: networkContracts,
  'standard-abis': standardAbiContracts,
  'launch-schedules': launchScheduleContracts,
  products: productContracts,
  'revenue-targets': revenueTargetContracts,
  'profit-distributions': profitDistributionContracts,
  monitors: monitorContracts,
  projects: projectContracts,
  'project-members': projectMemberContracts,
  'team-dashboard': teamDashboardContracts,
} as const;

export const allContracts: readonly RouteContract[] = Object.values(contractGroups).flatMap(contractsOf);
