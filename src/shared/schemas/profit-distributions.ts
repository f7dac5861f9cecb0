import { z } from 'zod';
import { text } from '../text';
import { chainIdSchema, id, isoDateTime, optionalText, timestamp, txHashSchema } from './common';

/** Insert only (spec section 3): there is no update schema. */
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
  tokenSymbol: text('Token symbol', { max: 16 }),
  txHash: txHashSchema.optional(),
  chainId: chainIdSchema.optional(),
  distributedAt: isoDateTime('Distributed at')
    .refine((v) => Date.parse(v) <= Date.now() + 60_000, 'Distributed at cannot be in the future')
    .optional(),
  notes: optionalText('Notes', 2000, true),
});
export const profitDistributionListQuery = z.object({ projectId: id('Project').optional() });
export type ProfitDistributionInput = z.input<typeof profitDistributionSchema>;

export const profitDistributionResponse = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  /** Exact decimal string (up to 18 decimals). */
  amount: z.string(),
  tokenSymbol: z.string(),
  txHash: z.string().nullable(),
  chainId: z.number().nullable(),
  distributedAt: timestamp,
  notes: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: timestamp,
});
export type ProfitDistribution = z.input<typeof profitDistributionResponse>;
