import { z } from 'zod';
import { analyticsRangeResponse } from './analytics-range';
import { addressSchema, timestamp } from './common';
import { text } from '../text';

/**
 * Capital sources (issue 10): where a project's raised capital is read from on chain.
 * Request schemas are used by the API validator and the admin form; response types by both sides.
 */

export const capitalSourceTypes = ['vip_nft', 'token_sale', 'other'] as const;
export const capitalSyncStatuses = ['pending', 'syncing', 'completed', 'failed'] as const;
/** How the amount is read: the address's native balance, an ERC-20 balance it holds, or a view function. */
export const capitalMeasurements = ['native_balance', 'erc20_balance', 'view_function'] as const;
/**
 * How a source's amount becomes dollars (decision 0024, amended 2026-11-26): `usd` the amount is
 * already in US dollars (a view function returning dollars, a figure recorded by hand), `fixed` a
 * rate per unit, `aggregator` a Chainlink-style price feed, `none` no dollar value: such a source
 * shows its amount in its own unit and is not counted in any dollar figure.
 */
export const usdConversions = ['none', 'usd', 'fixed', 'aggregator'] as const;

export type CapitalSourceType = (typeof capitalSourceTypes)[number];
export type CapitalSyncStatus = (typeof capitalSyncStatuses)[number];
export type CapitalMeasurement = (typeof capitalMeasurements)[number];
export type UsdConversion = (typeof usdConversions)[number];

/** One label per sync status, on the Capital tab, the founder's dashboard and the status monitor. */
export const capitalSyncStatusLabels: Record<CapitalSyncStatus, string> = {
  pending: 'Pending',
  syncing: 'Syncing',
  completed: 'Synced',
  failed: 'Failed',
};
export const capitalSourceTypeLabels: Record<CapitalSourceType, string> = {
  vip_nft: 'VIP NFT',
  token_sale: 'Token sale',
  other: 'Other',
};
export const usdConversionLabels: Record<UsdConversion, string> = {
  none: 'No USD rate (not counted in capital raised)',
  usd: 'Already in US dollars',
  fixed: 'Fixed rate',
  aggregator: 'Chainlink price feed',
};
export const capitalMeasurementLabels: Record<CapitalMeasurement, string> = {
  native_balance: 'Native balance of the address',
  erc20_balance: 'ERC-20 balance held by the address',
  view_function: 'View function of the contract',
};

const optionalAddress = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  addressSchema.nullish(),
);

const decimals = z
  .number({ error: 'Decimals must be a whole number from 0 to 36' })
  .int('Decimals must be a whole number from 0 to 36')
  .min(0, 'Decimals must be a whole number from 0 to 36')
  .max(36, 'Decimals must be a whole number from 0 to 36');

/** One ABI function item pasted as JSON text or given as an object; checked further on the server. */
const functionFragment = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return undefined;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  },
  z
    .record(z.string(), z.unknown(), { error: 'ABI fragment must be a JSON object for one function' })
    .nullish(),
);

const fields = {
  contractName: text('Name', { max: 120 }),
  sourceType: z.enum(capitalSourceTypes, { error: 'Type must be vip_nft, token_sale or other' }),
  networkId: z.uuid({ error: 'Network must be a valid id' }),
  contractAddress: addressSchema,
  measurement: z.enum(capitalMeasurements, {
    error: 'Measurement must be native_balance, erc20_balance or view_function',
  }),
  tokenAddress: optionalAddress,
  functionName: text('Function name', { required: false, max: 100 }).nullish(),
  abiFragment: functionFragment,
  amountDecimals: decimals.nullish(),
  usdConversion: z.enum(usdConversions, { error: 'USD conversion must be none, usd, fixed or aggregator' }),
  usdRate: z
    .number({ error: 'USD rate must be a number' })
    .positive('USD rate must be greater than 0')
    .max(1e12, 'USD rate is too large')
    .nullish(),
  aggregatorAddress: optionalAddress,
};

/** The parts each measurement and conversion needs, named by field. */
function requireParts(
  v: {
    measurement?: CapitalMeasurement;
    tokenAddress?: string | null;
    functionName?: string | null;
    usdConversion?: UsdConversion;
    usdRate?: number | null;
    aggregatorAddress?: string | null;
  },
  ctx: z.RefinementCtx,
) {
  const need = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  if (v.measurement === 'erc20_balance' && !v.tokenAddress)
    need('tokenAddress', 'Token address is required for an ERC-20 balance');
  if (v.measurement === 'view_function' && !v.functionName)
    need('functionName', 'Function name is required for a view function');
  if (v.usdConversion === 'fixed' && v.usdRate == null)
    need('usdRate', 'USD rate is required for a fixed rate');
  if (v.usdConversion === 'aggregator' && !v.aggregatorAddress)
    need('aggregatorAddress', 'Aggregator address is required for a price feed');
}

export const capitalSourceCreateSchema = z
  .object({
    ...fields,
    sourceType: fields.sourceType.default('other'),
    measurement: fields.measurement.default('native_balance'),
    usdConversion: fields.usdConversion.default('none'),
  })
  .superRefine(requireParts);

/** PATCH: any subset; the merged result is checked again on the server. */
export const capitalSourceUpdateSchema = z.object(fields).partial();

export type CapitalSourceCreateInput = z.input<typeof capitalSourceCreateSchema>;
export type CapitalSourceCreate = z.output<typeof capitalSourceCreateSchema>;
export type CapitalSourceUpdate = z.output<typeof capitalSourceUpdateSchema>;
export { requireParts as requireCapitalSourceParts };

/** Spec section 7 `sync-capital-sources`: body projectId, forceSync, timestamp. */
export const capitalSyncRequestSchema = z.object({
  projectId: z.uuid({ error: 'Project id must be a valid id' }).optional(),
  forceSync: z.boolean({ error: 'forceSync must be true or false' }).default(false),
  timestamp: z.union([z.number(), z.string().max(64)]).optional(),
});

export const capitalSourceResponse = z.object({
  id: z.string(),
  projectId: z.string(),
  contractName: z.string(),
  sourceType: z.enum(capitalSourceTypes),
  networkId: z.string().nullable(),
  chainId: z.number().nullable(),
  networkName: z.string().nullable(),
  contractAddress: z.string().nullable(),
  /** {explorer}/address/{address}; null without an address, a network, or an explorer on it. */
  explorerAddressUrl: z.string().nullable(),
  measurement: z.enum(capitalMeasurements),
  tokenAddress: z.string().nullable(),
  functionName: z.string().nullable(),
  amountDecimals: z.number(),
  usdConversion: z.enum(usdConversions),
  usdRate: z.number().nullable(),
  aggregatorAddress: z.string().nullable(),
  totalRaised: z.number(),
  totalRaisedUsd: z.number().nullable(),
  /**
   * What counts towards the project's capital_raised, in USD; null when the source has no dollar
   * value (usdConversion 'none', or a price feed not read yet): it is then not counted.
   */
  value: z.number().nullable(),
  syncStatus: z.enum(capitalSyncStatuses),
  lastError: z.string().nullable(),
  lastSyncedAt: timestamp.nullable(),
  lastBlockNumber: z.number().nullable(),
  failureCount: z.number(),
  nextAttemptAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CapitalSource = z.input<typeof capitalSourceResponse>;

export const capitalSourceHistoryResponse = z.object({
  id: z.string(),
  sourceId: z.string(),
  amount: z.number(),
  usd: z.number().nullable(),
  blockNumber: z.number().nullable(),
  at: timestamp,
});
export type CapitalSourceHistoryEntry = z.input<typeof capitalSourceHistoryResponse>;

export const capitalSyncResponse = z.object({
  /** Sources read from the chain just now (completed or failed). */
  synced: z.number(),
  /** Sources read within the last 60 s and served as they were. */
  cached: z.number(),
  failed: z.number(),
  /** The project's capital_raised after the sync, and how much it rose (0 when it did not). */
  capitalRaised: z.number().nullable(),
  gained: z.number(),
  sources: z.array(capitalSourceResponse),
});
export type CapitalSyncResult = z.input<typeof capitalSyncResponse>;

/** A figure per source type. */
const perType = z.object({ vip_nft: z.number(), token_sale: z.number(), other: z.number() });

/** GET /api/admin/analytics/capital: capital analytics from the project and history rows. */
export const capitalAnalyticsResponse = z.object({
  /**
   * The UTC days the weekly series covers (null ends: open). Only `weekly` follows the range; the
   * other figures are standings now (capital raised is a running total, sync health a state).
   */
  range: analyticsRangeResponse,
  /** Sum of every project's capital_raised, unpublished and archived ones too. */
  totalRaised: z.number(),
  /** The part of it the public site shows: the published (active) projects' figures. */
  publicRaised: z.number(),
  /** Projects with a capital figure, most raised first. */
  byProject: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      raised: z.number(),
      target: z.number().nullable(),
      /** Shown on the public site (is_active). */
      published: z.boolean(),
    }),
  ),
  /** Today's value of the completed sources, per type. */
  byType: z.array(z.object({ type: z.enum(capitalSourceTypes), raised: z.number(), sources: z.number() })),
  /**
   * Week by week (weeks start on Monday, UTC) what the sources of each type held at the end of the
   * week: each source's last history row up to then, summed by type. Without a range the last 12
   * weeks; with one, the weeks holding its days up to today, read up to the end of its last day.
   */
  weekly: z.array(z.object({ week: z.string(), ...perType.shape })),
  /** How many sources are in each sync status. */
  syncHealth: z.record(z.enum(capitalSyncStatuses), z.number()),
  lastSyncedAt: timestamp.nullable(),
});
export type CapitalAnalytics = z.input<typeof capitalAnalyticsResponse>;
