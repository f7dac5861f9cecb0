import { contractsOf, type RouteContract } from './contract';
import { contractAccessContracts } from './contract-access';
import { contractContracts } from './contracts';
import { contractsDashboardContracts } from './contracts-dashboard';
import { journalContracts } from './journal';
import { launchScheduleContracts } from './launch-schedules';
import { linkedWalletContracts } from './linked-wallets';
import { monitorContracts } from './monitors';
import { networkContracts } from './networks';
import { productContracts } from './products';
import { profitDistributionContracts } from './profit-distributions';
import { revenueTargetContracts } from './revenue-targets';
import { standardAbiContracts } from './standard-abis';

export * from './contract';
export { contractAccessContracts } from './contract-access';
export { contractContracts } from './contracts';
export { contractsDashboardContracts } from './contracts-dashboard';
export { journalContracts } from './journal';
export { launchScheduleContracts } from './launch-schedules';
export { linkedWalletContracts } from './linked-wallets';
export { monitorContracts } from './monitors';
export { networkContracts } from './networks';
export { productContracts } from './products';
export { profitDistributionContracts } from './profit-distributions';
export { revenueTargetContracts } from './revenue-targets';
export { standardAbiContracts } from './standard-abis';

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
  contracts: contractContracts,
  'contract-access': contractAccessContracts,
  journal: journalContracts,
  'contracts-dashboard': contractsDashboardContracts,
  'linked-wallets': linkedWalletContracts,
} as const;

export const allContracts: readonly RouteContract[] = Object.values(contractGroups).flatMap(contractsOf);
