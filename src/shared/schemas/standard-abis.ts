import { z } from 'zod';
import { text } from '../text';
import { abiJson, abiSchema, booleanQuery, optionalText, timestamp } from './common';

const standardAbiFields = z.object({
  name: text('Name', { max: 100 }),
  contractType: text('Contract type', { max: 50 }),
  abi: abiSchema,
  description: optionalText('Description', 1000, true),
  isActive: z.boolean({ error: 'Active must be true or false' }),
});
export const standardAbiSchema = standardAbiFields.extend({
  isActive: standardAbiFields.shape.isActive.default(true),
});
export const standardAbiUpdateSchema = standardAbiFields.partial();
export type StandardAbiInput = z.input<typeof standardAbiSchema>;

export const standardAbiListQuery = z.object({ includeInactive: booleanQuery('includeInactive') });

export const standardAbiResponse = z.object({
  id: z.string(),
  name: z.string(),
  contractType: z.string(),
  abi: abiJson,
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type StandardAbi = z.input<typeof standardAbiResponse>;
