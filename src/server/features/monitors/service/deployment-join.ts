import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { contractAbis, contractDeployments, contractMonitors, networks } from '../../../db/schema/index';

/** What a monitor or an alert shows of the deployment it watches; select it beside `joinDeployment`. */
export const deploymentColumns = {
  label: contractDeployments.label,
  abiName: contractAbis.name,
  networkName: networks.name,
  explorerUrl: networks.explorerUrl,
};

/** Joins a query that has `contract_monitors` to the monitor's deployment, its ABI and its network. */
export function joinDeployment<T extends PgSelect>(query: T) {
  return query
    .innerJoin(contractDeployments, eq(contractDeployments.id, contractMonitors.deploymentId))
    .innerJoin(contractAbis, eq(contractAbis.id, contractDeployments.contractAbiId))
    .innerJoin(networks, eq(networks.id, contractDeployments.networkId));
}

/** A deployment without a label goes by its ABI's name. */
export const deploymentLabel = (row: { label: string | null; abiName: string }) => row.label || row.abiName;
