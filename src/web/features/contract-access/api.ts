import { useQuery } from '@tanstack/react-query';
import { contractAccessContracts } from '~/shared/contracts/contract-access';
import { contractQuery } from '~/web/lib/contract-client';

/** Owner and role members, indexed by the server from the deployment's logs. */
export const accessQuery = (deploymentId: string) =>
  contractQuery(contractAccessContracts.get, { params: { id: deploymentId } });

export const useAccess = (deploymentId: string) => useQuery(accessQuery(deploymentId));
