import type { AbiJson } from './abi';
import type {
  AbiSource,
  ContractTransactionStatus,
  LaunchScheduleStatus,
  RevenueTargetStatus,
} from './contracts';

/** Response shapes of the contracts API (docs/api/contracts.md). Dates are ISO strings. */

export interface Network {
  id: string;
  name: string;
  chainId: number;
  symbol: string;
  rpcUrl: string;
  explorerUrl: string;
  isTestnet: boolean;
  isActive: boolean;
  /** Multicall3 address used by the capital sync; null = one call per read. */
  multicallAddress: string | null;
  /** Deployments registered on this network; a network in use cannot be deleted. */
  deploymentCount: number;
  createdAt: string;
  updatedAt: string;
}

/** What anyone may read about an active network (GET /api/networks/active): what a wallet needs. */
export type PublicNetwork = Pick<
  Network,
  'id' | 'name' | 'chainId' | 'symbol' | 'rpcUrl' | 'explorerUrl' | 'isTestnet'
>;

export interface NetworkHealth {
  ok: boolean;
  chainIdMatches: boolean;
  rpcChainId: number | null;
  latestBlock: number | null;
  latencyMs: number;
  error?: string;
}

export interface StandardAbi {
  id: string;
  name: string;
  contractType: string;
  abi: AbiJson;
  description: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ContractAbi {
  id: string;
  name: string;
  abi: AbiJson;
  abiHash: string;
  source: AbiSource;
  standardAbiId: string | null;
  /** Signatures such as `mint(address,uint256)`. */
  adminFunctions: string[];
  isActive: boolean;
  createdAt: string;
}

export interface Deployment {
  id: string;
  productId: string;
  productName: string;
  networkId: string;
  networkName: string;
  chainId: number;
  contractAddress: string;
  /** {explorer}/address/{address} */
  explorerAddressUrl: string;
  label: string | null;
  contractAbiId: string;
  abiName: string;
  abiSource: AbiSource;
  adminFunctions: string[];
  createdAt: string;
}

/** One deployment with everything its console needs (GET /api/contracts/:id). */
export interface DeploymentDetail extends Deployment {
  abi: ContractAbi;
  network: Pick<
    Network,
    'id' | 'name' | 'chainId' | 'symbol' | 'rpcUrl' | 'explorerUrl' | 'isTestnet' | 'isActive'
  >;
}

export interface Product {
  id: string;
  name: string;
  description: string | null;
  tags: string[];
  isActive: boolean;
  userId: string | null;
  deploymentCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface ProductDetail extends Product {
  deployments: DeploymentDetail[];
  launchSchedules: LaunchSchedule[];
  transactions: ContractTransaction[];
}

export interface ContractTransaction {
  id: string;
  deploymentId: string | null;
  productId: string | null;
  userId: string | null;
  userEmail: string | null;
  functionName: string;
  functionSignature: string | null;
  args: unknown[];
  value: string;
  txHash: string;
  chainId: number;
  contractAddress: string;
  fromAddress: string | null;
  status: ContractTransactionStatus;
  error: string | null;
  blockNumber: number | null;
  gasUsed: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LaunchSchedule {
  id: string;
  productId: string | null;
  deploymentId: string | null;
  plannedLaunchDate: string;
  status: LaunchScheduleStatus;
  notes: string | null;
  launchedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface RevenueTarget {
  id: string;
  projectId: string;
  projectName: string;
  targetAmount: number;
  targetDate: string;
  status: RevenueTargetStatus;
  achievedAt: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ProfitDistribution {
  id: string;
  projectId: string;
  projectName: string;
  /** Exact decimal string (up to 18 decimals). */
  amount: string;
  tokenSymbol: string;
  txHash: string | null;
  chainId: number | null;
  distributedAt: string;
  notes: string | null;
  createdBy: string | null;
  createdAt: string;
}

export interface ContractsSummary {
  stats: {
    products: number;
    activeProducts: number;
    deployments: number;
    networks: number;
    activeNetworks: number;
    abis: number;
    standardAbis: number;
  };
  recentProducts: Array<{
    id: string;
    name: string;
    firstTag: string | null;
    isActive: boolean;
    createdAt: string;
    deploymentCount: number;
    /** First deployment, shortened as 0x1234…abcd; null without deployments. */
    shortAddress: string | null;
    chainId: number | null;
  }>;
}

/** 0x1234…abcd */
export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}
