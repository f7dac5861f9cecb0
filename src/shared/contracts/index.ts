import { contractsOf, type RouteContract } from './contract';
import { networkContracts } from './networks';

export * from './contract';
export { networkContracts } from './networks';

/**
 * Every contract of the API, one group per resource. The tests hold each to the app's routes and
 * to the policy table (http/route-audiences.ts); a converted resource adds its group here.
 */
export const contractGroups = { networks: networkContracts } as const;

export const allContracts: readonly RouteContract[] = Object.values(contractGroups).flatMap(contractsOf);
