import type { Abi } from 'viem';
import type { Deployment, DeploymentDetail } from '~/shared/schemas/deployments';
import type { ContractTransaction } from '~/shared/schemas/journal';
import type { Network } from '~/shared/schemas/networks';
import type { productResponse } from '~/shared/schemas/products';
import type { z } from 'zod';

/** Fixtures for the contract screens' tests, typed by the shared response schemas. */

/** A product as the products API answers it. */
export const productFixture = (
  over: Partial<z.input<typeof productResponse>> = {},
): z.input<typeof productResponse> => ({
  id: 'p-1',
  name: 'Launchpad',
  description: 'Token launches',
  tags: ['DeFi'],
  isActive: true,
  userId: 'u-admin',
  deploymentCount: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

/** Hardhat's first deployment address: the local token every chain test registers. */
export const TOKEN_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

export const networkFixture = (over: Partial<Network> = {}): Network => ({
  id: 'n-1',
  name: 'Avalanche Fuji',
  chainId: 43113,
  symbol: 'AVAX',
  rpcUrl: 'https://api.avax-test.network/ext/bc/C/rpc',
  explorerUrl: 'https://testnet.snowtrace.io',
  isTestnet: true,
  isActive: true,
  multicallAddress: null,
  explorerApiUrl: null,
  hasExplorerApiKey: false,
  deploymentCount: 0,
  capitalSourceCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

export const deploymentFixture = (over: Partial<Deployment> = {}): Deployment => ({
  id: 'd-1',
  productId: 'p-1',
  productName: 'Launchpad',
  networkId: 'n-1',
  networkName: 'Avalanche Fuji',
  chainId: 43113,
  contractAddress: TOKEN_ADDRESS,
  explorerAddressUrl: `https://testnet.snowtrace.io/address/${TOKEN_ADDRESS}`,
  label: 'Hatch token',
  contractAbiId: 'abi-1',
  abiName: 'HatchToken',
  abiSource: 'pasted',
  adminFunctions: ['mint(address,uint256)'],
  proxyKind: null,
  implementationAddress: null,
  monitorCount: 0,
  alertCount: 0,
  launchScheduleCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

/** One deployment as its console and its product's page read it, with `abi` as its ABI. */
export const deploymentDetailFixture = (abi: Abi, over: Partial<Deployment> = {}): DeploymentDetail => ({
  ...deploymentFixture(over),
  abi: {
    id: 'abi-1',
    name: 'HatchToken',
    abi,
    abiHash: 'h',
    source: 'pasted',
    verification: 'unverified',
    sourceText: null,
    standardAbiId: null,
    adminFunctions: ['mint(address,uint256)'],
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  network: networkFixture(),
});

/** A successful mint(to, 5) of the token, as the journal lists it. */
export const transactionFixture = (over: Partial<ContractTransaction> = {}): ContractTransaction => ({
  id: 't-1',
  deploymentId: 'd-1',
  productId: 'p-1',
  userId: 'u-admin',
  userEmail: 'admin@example.com',
  functionName: 'mint',
  functionSignature: 'mint(address,uint256)',
  args: [TOKEN_ADDRESS, '5'],
  value: '0',
  txHash: `0x${'ab'.repeat(32)}`,
  chainId: 43113,
  contractAddress: TOKEN_ADDRESS,
  fromAddress: null,
  walletLinked: false,
  status: 'success',
  reportedBy: null,
  reportedByName: null,
  error: null,
  blockNumber: 18,
  gasUsed: '51234',
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
  ...over,
});
