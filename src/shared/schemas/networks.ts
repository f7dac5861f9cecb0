import { z } from 'zod';
import { text } from '../text';
import { addressSchema, httpUrl, timestamp } from './common';
import { numberInput } from './number-input';

/** The largest chain id a network may have (the column is a 32-bit integer). */
export const MAX_CHAIN_ID = 2_147_483_647;
const chainIdTooLarge = `Chain id must be at most ${MAX_CHAIN_ID}`;

/**
 * A chain id as typed: digits only. Number() read "1e3" as 1000 and " 0x10 " as 16, and a long
 * run of digits became a float that was then "not a whole number": text that is not digits is
 * refused as such, and a too-large one names the allowed maximum.
 */
const chainIdInput = numberInput(
  'Chain id',
  z
    .number({ error: 'Chain id must be a number' })
    .min(1, 'Chain id must be at least 1')
    .max(MAX_CHAIN_ID, chainIdTooLarge)
    .int('Chain id must be a whole number of digits'),
  (typed) => {
    const digits = typed.trim();
    if (!/^\d+$/.test(digits)) return 'Chain id must be a whole number of digits (0-9 only)';
    return digits.replace(/^0+(?=\d)/, '').length > String(MAX_CHAIN_ID).length ? chainIdTooLarge : null;
  },
);

// Create schemas add defaults on top of the plain fields; update schemas are the plain fields made
// optional, so a PATCH never resets a field it did not mention.
const networkFields = z.object({
  name: text('Network name', { max: 100 }),
  chainId: chainIdInput,
  symbol: text('Currency symbol', { max: 16 }),
  rpcUrl: httpUrl('RPC URL'),
  /** The block explorer's base URL; empty = none (a local chain has no explorer, so no links). */
  explorerUrl: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    httpUrl('Explorer URL').nullable(),
  ),
  isTestnet: z.boolean({ error: 'Testnet must be true or false' }),
  isActive: z.boolean({ error: 'Active must be true or false' }),
  /** Multicall3 on this network (capital sync batches its reads through it); empty = none. */
  multicallAddress: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    addressSchema.nullable(),
  ),
  /** Etherscan-compatible API base (Routescan/Snowtrace: …/etherscan/api); empty = none. */
  explorerApiUrl: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    httpUrl('Explorer API URL').nullable(),
  ),
  /** Write-only: stored for the server's explorer requests, never sent back; empty clears it. */
  explorerApiKey: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    text('Explorer API key', { max: 200 }).nullable(),
  ),
});
export const networkSchema = networkFields.extend({
  explorerUrl: networkFields.shape.explorerUrl.optional(),
  explorerApiUrl: networkFields.shape.explorerApiUrl.optional(),
  explorerApiKey: networkFields.shape.explorerApiKey.optional(),
  multicallAddress: networkFields.shape.multicallAddress.optional(),
  isTestnet: networkFields.shape.isTestnet.default(false),
  isActive: networkFields.shape.isActive.default(true),
});
export const networkUpdateSchema = networkFields.partial();
export type NetworkInput = z.input<typeof networkSchema>;

export const networkResponse = z.object({
  id: z.string(),
  name: z.string(),
  chainId: z.number(),
  symbol: z.string(),
  rpcUrl: z.string(),
  /** Null when the network has no explorer: addresses and hashes are then shown without a link. */
  explorerUrl: z.string().nullable(),
  isTestnet: z.boolean(),
  isActive: z.boolean(),
  multicallAddress: z.string().nullable(),
  explorerApiUrl: z.string().nullable(),
  /** Whether an explorer API key is stored; the key itself never leaves the server. */
  hasExplorerApiKey: z.boolean(),
  /** Deployments registered on this network; a network in use cannot be deleted. */
  deploymentCount: z.number(),
  /** Project capital sources read from this network; they keep it (and its chain id) too. */
  capitalSourceCount: z.number(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Network = z.input<typeof networkResponse>;

/**
 * What keeps a network (it cannot be deleted, its chain id cannot change), in words:
 * "2 deployment(s) and 1 capital source(s)"; null when nothing uses it.
 */
export function networkUses({
  deploymentCount,
  capitalSourceCount,
}: Pick<Network, 'deploymentCount' | 'capitalSourceCount'>): string | null {
  const parts = [
    deploymentCount > 0 ? `${deploymentCount} deployment(s)` : null,
    capitalSourceCount > 0 ? `${capitalSourceCount} capital source(s)` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' and ') : null;
}

/** What anyone may read about an active network (GET /api/networks/active): what a wallet needs. */
export const publicNetworkResponse = networkResponse.pick({
  id: true,
  name: true,
  chainId: true,
  symbol: true,
  rpcUrl: true,
  explorerUrl: true,
  isTestnet: true,
});
export type PublicNetwork = z.input<typeof publicNetworkResponse>;

export const networkHealthResponse = z.object({
  ok: z.boolean(),
  /** The RPC answered; false when it could not be reached at all. */
  reachable: z.boolean(),
  /** What the check found, in one sentence (healthy / reachable on the wrong chain / unreachable). */
  summary: z.string(),
  chainIdMatches: z.boolean(),
  rpcChainId: z.number().nullable(),
  latestBlock: z.number().nullable(),
  latencyMs: z.number(),
  error: z.string().optional(),
});
export type NetworkHealth = z.input<typeof networkHealthResponse>;

/** GET /api/networks/active/health: one line per active network, for the wallet's switcher. */
export const activeNetworkHealthResponse = z.object({
  id: z.string(),
  ok: z.boolean(),
  reachable: z.boolean(),
  summary: z.string(),
});
export type ActiveNetworkHealth = z.input<typeof activeNetworkHealthResponse>;

const MAX_BATCH = 20;

const rpcRequest = z.object({
  jsonrpc: z.literal('2.0', { error: 'jsonrpc must be "2.0"' }),
  id: z.union([z.number(), z.string(), z.null()]).optional(),
  method: z.string({ error: 'method is required' }).min(1, 'method is required'),
  params: z.array(z.unknown()).optional(),
});
export type RpcRequest = z.output<typeof rpcRequest>;
const rpcBatch = z
  .array(rpcRequest)
  .min(1, 'A batch needs at least one call')
  .max(MAX_BATCH, `At most ${MAX_BATCH} calls per batch`);
/** One call or a batch; issues keep their paths so the 400 names the field. */
export const rpcBody = z.unknown().transform((value, ctx): RpcRequest | RpcRequest[] => {
  const result = Array.isArray(value) ? rpcBatch.safeParse(value) : rpcRequest.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
  return z.NEVER;
});

/** One JSON-RPC 2.0 answer; the node's own extra fields pass through as it sent them. */
const rpcAnswer = z.looseObject({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string(), z.null()]),
  result: z.unknown().optional(),
  error: z.looseObject({ code: z.number(), message: z.string(), data: z.unknown().optional() }).optional(),
});
/** POST /api/networks/:id/rpc: one answer, or the batch's answers in request order. */
export const rpcResponse = z.union([rpcAnswer, rpcAnswer.array()]);
