import { z } from 'zod';
import { abiJson, confirmedCount, optionalText, timestamp } from './common';
import { publicNetworkResponse } from './networks';

/**
 * A deployment: one ABI at one address on one network, inside a product (table
 * contract_deployments; served under /api/contracts and /api/deployments). Registering one is
 * `contractRegistrationSchema` in ./contracts.
 */

/** Where a stored ABI came from. */
export const abiSources = ['pasted', 'uploaded', 'library', 'explorer', 'sourcify'] as const;
export type AbiSource = (typeof abiSources)[number];
/** What an admin may choose when giving an ABI: `fetched` asks the server (explorer, then Sourcify). */
export const abiInputSources = ['pasted', 'uploaded', 'library', 'fetched'] as const;
export type AbiInputSource = (typeof abiInputSources)[number];
/** full/partial: Sourcify's exact match/match (an explorer's "verified" counts as full); unverified: given by hand. */
export const abiVerifications = ['full', 'partial', 'unverified'] as const;
export type AbiVerification = (typeof abiVerifications)[number];
export const proxyKinds = ['eip1967', 'beacon', 'eip1822', 'eip1167'] as const;
export type ProxyKind = (typeof proxyKinds)[number];

const adminFunctions = z
  .array(z.string().trim().min(1), { error: 'Admin functions must be a list of signatures' })
  .max(200, 'At most 200 admin functions');

/** What can change on a registered contract: its label and which functions count as admin-only. */
export const contractUpdateSchema = z
  .object({
    label: optionalText('Label', 100),
    /**
     * The label the edit started from (null: none): a label changed since is refused with a 409
     * naming the current one, so one of two admins' edits is not lost silently. Left out: the
     * label is written whatever it is now.
     */
    labelWas: z
      .string({ error: 'labelWas must be the label as read, or null' })
      .max(1000, 'labelWas is too long')
      .nullable()
      .transform((v) => (v === '' ? null : v)),
    adminFunctions,
  })
  .partial();

/** The 409 message for a label edit that started from another label than the one stored. */
export const staleLabelMessage = (current: string | null) =>
  `Someone changed this label since you opened it: it is now ${current === null ? 'empty' : `"${current}"`}. Save again to replace it.`;
export type ContractUpdateInput = z.input<typeof contractUpdateSchema>;

/**
 * DELETE /api/contracts/:id?monitors=N: the monitor count the admin saw when confirming; the delete
 * is refused when the deployment has another count by then (its monitors and alerts go with it).
 */
export const deploymentDeleteQuery = z.object({
  monitors: confirmedCount('monitors'),
});

export const adminFunctionsSchema = adminFunctions.default([]);

export const contractAbiResponse = z.object({
  id: z.string(),
  name: z.string(),
  abi: abiJson,
  abiHash: z.string(),
  source: z.enum(abiSources),
  verification: z.enum(abiVerifications),
  /** The source text given with the ABI (pasted/uploaded text, verified sources); null if none. */
  sourceText: z.string().nullable(),
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
  /** {explorer}/address/{address}; null when the network has no explorer (a local chain). */
  explorerAddressUrl: z.string().nullable(),
  label: z.string().nullable(),
  contractAbiId: z.string(),
  abiName: z.string(),
  abiSource: z.enum(abiSources),
  adminFunctions: z.array(z.string()),
  proxyKind: z.enum(proxyKinds).nullable(),
  /** The implementation when the contract was registered (proxies only). */
  implementationAddress: z.string().nullable(),
  /** What deleting it removes too (cascades): its monitors, their alerts, its launch schedules. */
  monitorCount: z.number(),
  alertCount: z.number(),
  launchScheduleCount: z.number(),
  createdAt: timestamp,
});
export type Deployment = z.input<typeof deploymentResponse>;

/** One deployment with everything its console needs (GET /api/contracts/:id). */
export const deploymentDetailResponse = deploymentResponse.extend({
  abi: contractAbiResponse,
  network: publicNetworkResponse.extend({ isActive: z.boolean() }),
});
export type DeploymentDetail = z.input<typeof deploymentDetailResponse>;
