import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import { parseAbiText, validateAbi, type AbiJson } from './abi';

/**
 * One zod schema per contracts resource, used by the API validator and the admin forms.
 * Messages live here, once.
 */

export const abiSources = ['pasted', 'uploaded', 'library'] as const;
export const launchScheduleStatuses = ['planned', 'launched'] as const;
export const revenueTargetStatuses = ['active', 'achieved'] as const;
export const contractTransactionStatuses = ['pending', 'success', 'reverted', 'failed'] as const;

export type AbiSource = (typeof abiSources)[number];
export type LaunchScheduleStatus = (typeof launchScheduleStatuses)[number];
export type RevenueTargetStatus = (typeof revenueTargetStatuses)[number];
export type ContractTransactionStatus = (typeof contractTransactionStatuses)[number];

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const httpUrl = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(500, `${label} must be no more than 500 characters`)
    .refine(isHttpUrl, `${label} must be a well-formed http(s) URL`)
    // Network URLs are public (GET /api/networks/active), so credentials must not ride in them.
    .refine(
      (v) => !isHttpUrl(v) || !/^[a-z]+:\/\/[^/]*@/i.test(v),
      `${label} must not contain a user name or password`,
    )
    // Explorer links are built as {explorer}/address/{address}.
    .transform((v) => v.replace(/\/+$/, ''));

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be no more than ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be no more than ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullish();

const id = (label: string) => z.uuid({ error: `${label} must be a valid id` });

/** EIP-55 checksummed; an all-lowercase address is accepted and checksummed, a wrong mixed-case checksum is not. */
export const addressSchema = z
  .string({ error: 'Address is required' })
  .trim()
  .min(1, 'Address is required')
  .refine((v) => isAddress(v, { strict: false }), 'Address must be 0x followed by 40 hexadecimal characters')
  .refine(
    (v) => v === v.toLowerCase() || v.slice(2) === v.slice(2).toUpperCase() || isAddress(v),
    'Address has a wrong checksum (mixed case that does not match EIP-55)',
  )
  .transform((v) => getAddress(v));

export const txHashSchema = z
  .string({ error: 'Transaction hash is required' })
  .trim()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'Transaction hash must be 0x followed by 64 hexadecimal characters')
  .transform((v) => v.toLowerCase());

/** An ABI given as a JSON string or an already parsed array; the message says what is wrong. */
export const abiSchema = z.unknown().transform((value, ctx): AbiJson => {
  const result = typeof value === 'string' ? parseAbiText(value) : validateAbi(value);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  }
  return result.abi;
});

const isoDate = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });

const tags = z
  .array(
    z.string().trim().min(1, 'A tag cannot be empty').max(32, 'A tag must be no more than 32 characters'),
    {
      error: 'Tags must be a list of words',
    },
  )
  .max(20, 'At most 20 tags')
  .transform((list) => [...new Set(list)]);

// Networks ---------------------------------------------------------------------------------------

// Create schemas add defaults on top of the plain fields; update schemas are the plain fields made
// optional, so a PATCH never resets a field it did not mention.
const networkFields = z.object({
  name: text('Network name', 100),
  chainId: z.coerce
    .number({ error: 'Chain id must be a number' })
    .int('Chain id must be a whole number')
    .min(1, 'Chain id must be at least 1')
    .max(2_147_483_647, 'Chain id is too large'),
  symbol: text('Currency symbol', 16),
  rpcUrl: httpUrl('RPC URL'),
  explorerUrl: httpUrl('Explorer URL'),
  isTestnet: z.boolean({ error: 'Testnet must be true or false' }),
  isActive: z.boolean({ error: 'Active must be true or false' }),
  /** Multicall3 on this network (capital sync batches its reads through it); empty = none. */
  multicallAddress: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    addressSchema.nullable(),
  ),
});
export const networkSchema = networkFields.extend({
  multicallAddress: networkFields.shape.multicallAddress.optional(),
  isTestnet: networkFields.shape.isTestnet.default(false),
  isActive: networkFields.shape.isActive.default(true),
});
export const networkUpdateSchema = networkFields.partial();
export type NetworkInput = z.input<typeof networkSchema>;

// Standard ABIs ----------------------------------------------------------------------------------

const standardAbiFields = z.object({
  name: text('Name', 100),
  contractType: text('Contract type', 50),
  abi: abiSchema,
  description: optionalText('Description', 1000),
  isActive: z.boolean({ error: 'Active must be true or false' }),
});
export const standardAbiSchema = standardAbiFields.extend({
  isActive: standardAbiFields.shape.isActive.default(true),
});
export const standardAbiUpdateSchema = standardAbiFields.partial();
export type StandardAbiInput = z.input<typeof standardAbiSchema>;

// Products ---------------------------------------------------------------------------------------

const productFields = z.object({
  name: text('Product name', 100),
  description: optionalText('Description', 2000),
  tags,
  isActive: z.boolean({ error: 'Active must be true or false' }),
});
export const productSchema = productFields.extend({
  tags: tags.default([]),
  isActive: productFields.shape.isActive.default(true),
});
export const productUpdateSchema = productFields.partial();
export type ProductInput = z.input<typeof productSchema>;

export const productListQuery = z.object({
  active: z.enum(['true', 'false'], { error: 'active must be true or false' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .optional(),
});

// Contract registration (a deployment of an ABI at an address on a network) --------------------

export const contractRegistrationSchema = z
  .object({
    networkId: id('Network'),
    address: addressSchema,
    label: optionalText('Label', 100),
    abiName: optionalText('ABI name', 100),
    abiSource: z.enum(abiSources, { error: 'ABI source must be pasted, uploaded or library' }),
    /** Required for pasted and uploaded ABIs: the JSON text (or parsed array). */
    abi: z.unknown().optional(),
    /** Required for library ABIs. */
    standardAbiId: id('Standard ABI').optional(),
    adminFunctions: z
      .array(z.string().trim().min(1), { error: 'Admin functions must be a list of signatures' })
      .max(200, 'At most 200 admin functions')
      .default([]),
    /** An existing product, or `newProduct` to create one in the same request. */
    productId: id('Product').optional(),
    newProduct: productSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.abiSource === 'library' && !v.standardAbiId) {
      ctx.addIssue({ code: 'custom', path: ['standardAbiId'], message: 'Choose an ABI from the library' });
    }
    if (v.abiSource !== 'library') {
      const result = abiSchema.safeParse(v.abi ?? '');
      if (!result.success) {
        ctx.addIssue({ code: 'custom', path: ['abi'], message: result.error.issues[0]!.message });
      }
    }
    if (!v.productId === !v.newProduct) {
      ctx.addIssue({
        code: 'custom',
        path: ['productId'],
        message: 'Choose an existing product or describe a new one (not both)',
      });
    }
  });
export type ContractRegistrationInput = z.input<typeof contractRegistrationSchema>;

/** What can change on a registered contract: its label and which functions count as admin-only. */
export const contractUpdateSchema = z
  .object({
    label: optionalText('Label', 100),
    adminFunctions: z
      .array(z.string().trim().min(1), { error: 'Admin functions must be a list of signatures' })
      .max(200, 'At most 200 admin functions'),
  })
  .partial();
export type ContractUpdateInput = z.input<typeof contractUpdateSchema>;

// Transaction journal ----------------------------------------------------------------------------

const weiSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^(0|[1-9][0-9]{0,77})$/.test(v), 'Value must be a whole number of wei');

export const transactionRecordSchema = z.object({
  functionName: text('Function name', 200),
  functionSignature: optionalText('Function signature', 1000),
  /** Arguments as sent; bigints as decimal strings. */
  args: z.array(z.unknown(), { error: 'Arguments must be a list' }).max(100).default([]),
  value: weiSchema.default('0'),
  txHash: txHashSchema,
  chainId: z.number({ error: 'Chain id must be a number' }).int().min(1),
  fromAddress: addressSchema.optional(),
});
export type TransactionRecordInput = z.input<typeof transactionRecordSchema>;

export const transactionUpdateSchema = z
  .object({
    status: z.enum(contractTransactionStatuses, { error: 'Unknown transaction status' }).optional(),
    error: optionalText('Error', 2000),
    blockNumber: z.number().int().min(0).optional(),
    gasUsed: weiSchema.optional(),
    /** Ask the server to read the receipt from the network itself. */
    verify: z.boolean().optional(),
  })
  .refine((v) => v.verify || v.status, { message: 'Give a status or ask to verify', path: ['status'] });
export type TransactionUpdateInput = z.input<typeof transactionUpdateSchema>;

// Launch schedules, revenue targets, profit distributions ----------------------------------------

export const launchScheduleSchema = z
  .object({
    productId: id('Product').optional(),
    deploymentId: id('Deployment').optional(),
    plannedLaunchDate: isoDate('Planned launch date'),
    notes: optionalText('Notes', 2000),
  })
  .refine((v) => v.productId || v.deploymentId, {
    message: 'Choose the product or deployment to launch',
    path: ['productId'],
  });
export const launchScheduleUpdateSchema = z.object({
  plannedLaunchDate: isoDate('Planned launch date').optional(),
  status: z.enum(launchScheduleStatuses, { error: 'Status must be planned or launched' }).optional(),
  notes: optionalText('Notes', 2000),
});
export type LaunchScheduleInput = z.input<typeof launchScheduleSchema>;

export const revenueTargetSchema = z.object({
  projectId: id('Project'),
  targetAmount: z.coerce
    .number({ error: 'Target amount must be a valid number' })
    .positive('Target amount must be greater than 0')
    .max(1e15, 'Target amount is too large'),
  targetDate: isoDate('Target date'),
  notes: optionalText('Notes', 2000),
});
export const revenueTargetUpdateSchema = z.object({
  targetAmount: revenueTargetSchema.shape.targetAmount.optional(),
  targetDate: isoDate('Target date').optional(),
  status: z.enum(revenueTargetStatuses, { error: 'Status must be active or achieved' }).optional(),
  notes: optionalText('Notes', 2000),
});
export const revenueTargetListQuery = z.object({ projectId: id('Project').optional() });
export type RevenueTargetInput = z.input<typeof revenueTargetSchema>;

export const profitDistributionSchema = z.object({
  projectId: id('Project'),
  amount: z
    .union([z.string(), z.number()], { error: 'Amount is required' })
    .transform((v) => String(v).trim())
    .refine(
      (v) => /^(0|[1-9][0-9]{0,19})(\.[0-9]{1,18})?$/.test(v),
      'Amount must be a valid number (up to 18 decimals)',
    )
    .refine((v) => /[1-9]/.test(v), 'Amount must be greater than 0'),
  tokenSymbol: text('Token symbol', 16),
  txHash: txHashSchema.optional(),
  chainId: z.number({ error: 'Chain id must be a number' }).int().min(1).optional(),
  distributedAt: z.iso
    .datetime({ offset: true, error: 'Distributed at must be a date and time' })
    .refine((v) => Date.parse(v) <= Date.now() + 60_000, 'Distributed at cannot be in the future')
    .optional(),
  notes: optionalText('Notes', 2000),
});
export const profitDistributionListQuery = z.object({ projectId: id('Project').optional() });
export type ProfitDistributionInput = z.input<typeof profitDistributionSchema>;
