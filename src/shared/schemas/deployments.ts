import { z } from 'zod';
import { abiJson, optionalText, timestamp } from './common';
import { publicNetworkResponse } from './networks';

/**
 * A deployment: one ABI at one address on one network, inside a product (table
 * contract_deployments; served under /api/contracts and /api/deployments). Registering one is
 * `contractRegistrationSchema` in ./contracts.
 */

export const abiSources = ['pasted', 'uploaded', 'library'] as const;
export type AbiSource = (typeof abiSources)[number];

const adminFunctions = z
  .array(z.string().trim().min(1), { error: 'Admin functions must be a list of signatures' })
  .max(200, 'At most 200 admin functions');

/** What can change on a registered contract: its label and which functions count as admin-only. */
export const contractUpdateSchema = z.object({ label: optionalText('Label', 100), adminFunctions }).partial();
export type ContractUpdateInput = z.input<typeof contractUpdateSchema>;

export const adminFunctionsSchema = adminFunctions.default([]);

export const contractAbiResponse = z.object({
  id: z.string(),
  name: z.string(),
  abi: abiJson,
  abiHash: z.string(),
  source: z.enum(abiSources),
  standardAbiId: z.string().nullable(),
  /** Signatures such as `mint(address,uint256)`. */
  adminFunctions: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: timestamp,
});
export type ContractAbi = z.input<typeof contractAbiResponse>;

export const deploymentResponse = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  networkId: z.string(),
  networkName: z.string(),
  chainId: z.number(),
  contractAddress: z.string(),
  /** {explorer}/address/{address} */
  explorerAddressUrl: z.string(),
  label: z.string().nullable(),
  contractAbiId: z.string(),
  abiName: z.string(),
  abiSource: z.enum(abiSources),
  adminFunctions: z.array(z.string()),
  createdAt: timestamp,
});
export type Deployment = z.input<typeof deploymentResponse>;

/** One deployment with everything its console needs (GET /api/contracts/:id). */
export const deploymentDetailResponse = deploymentResponse.extend({
  abi: contractAbiResponse,
  network: publicNetworkResponse.extend({ isActive: z.boolean() }),
});
export type DeploymentDetail = z.input<typeof deploymentDetailResponse>;
