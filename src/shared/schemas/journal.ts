import { z } from 'zod';
import { text } from '../text';
import { addressSchema, chainIdSchema, optionalText, timestamp, txHashSchema, weiSchema } from './common';

/** The transaction journal: every write an admin's wallet sent through a contract console. */

export const contractTransactionStatuses = ['pending', 'success', 'reverted', 'failed'] as const;
export type ContractTransactionStatus = (typeof contractTransactionStatuses)[number];

export const transactionRecordSchema = z.object({
  functionName: text('Function name', { max: 200 }),
  functionSignature: optionalText('Function signature', 1000),
  /** Arguments as sent; bigints as decimal strings. */
  args: z.array(z.unknown(), { error: 'Arguments must be a list' }).max(100).default([]),
  value: weiSchema.default('0'),
  txHash: txHashSchema,
  chainId: chainIdSchema,
  fromAddress: addressSchema.optional(),
});
export type TransactionRecordInput = z.input<typeof transactionRecordSchema>;

/** A field only the chain's receipt may set: present at all, it is refused naming itself. */
const fromChain = (label: string) =>
  z
    .unknown()
    .optional()
    .refine((v) => v === undefined, `${label} is read from the chain's receipt: ask to verify instead`);

/**
 * A journal entry's update. `verify: true` asks the server to read the receipt from the chain, the
 * only source of a mined outcome (success, reverted) with its block and gas. The browser may report
 * only `failed`: a send the wallet refused or never broadcast; the entry records who reported it.
 */
export const transactionUpdateSchema = z
  .object({
    status: z
      .enum(contractTransactionStatuses, {
        error: `Status must be one of ${contractTransactionStatuses.join(', ')}`,
      })
      .optional()
      .refine((v) => v === undefined || v === 'failed', {
        message: 'Only failed can be reported; success or reverted is read from the chain: ask to verify',
      }),
    error: optionalText('Error', 2000, true),
    blockNumber: fromChain('Block number'),
    gasUsed: fromChain('Gas used'),
    /** Ask the server to read the receipt from the network itself. */
    verify: z.boolean().optional(),
  })
  .refine((v) => v.verify || v.status, { message: 'Give a status or ask to verify', path: ['status'] })
  .refine((v) => !(v.verify && v.status), {
    message: 'Ask to verify or report failed, not both',
    path: ['status'],
  });
export type TransactionUpdateInput = z.input<typeof transactionUpdateSchema>;

export const contractTransactionResponse = z.object({
  id: z.string(),
  deploymentId: z.string().nullable(),
  productId: z.string().nullable(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  functionName: z.string(),
  functionSignature: z.string().nullable(),
  args: z.array(z.unknown()),
  value: z.string(),
  txHash: z.string(),
  chainId: z.number(),
  contractAddress: z.string(),
  fromAddress: z.string().nullable(),
  /** The sending wallet is linked to the recording account (Sign-In with Ethereum). */
  walletLinked: z.boolean(),
  status: z.enum(contractTransactionStatuses),
  /** Who reported a `failed` status from the browser; null when the status is the chain's. */
  reportedBy: z.string().nullable(),
  reportedByName: z.string().nullable(),
  error: z.string().nullable(),
  blockNumber: z.number().nullable(),
  gasUsed: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ContractTransaction = z.input<typeof contractTransactionResponse>;
