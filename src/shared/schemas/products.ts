import { z } from 'zod';
import { text } from '../text';
import { booleanQuery, confirmedCount, optionalText, tags, timestamp } from './common';
import { listLimit } from './list-limit';
import { deploymentDetailResponse } from './deployments';
import { contractTransactionResponse } from './journal';
import { launchScheduleResponse } from './launch-schedules';

const productFields = z.object({
  name: text('Product name', { max: 100 }),
  description: optionalText('Description', 2000, true),
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
  active: booleanQuery('active'),
  limit: listLimit,
});

/**
 * DELETE /api/products/:id?deployments=N: the deployment count the admin saw when confirming; the
 * delete is refused when the product has another count by then (its deployments go with it).
 */
export const productDeleteQuery = z.object({
  deployments: confirmedCount('deployments'),
});

export const productResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  isActive: z.boolean(),
  userId: z.string().nullable(),
  deploymentCount: z.number(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Product = z.input<typeof productResponse>;

/** The product page: deployments with their ABIs, launch schedules and the transaction journal. */
export const productDetailResponse = productResponse.extend({
  deployments: z.array(deploymentDetailResponse),
  launchSchedules: z.array(launchScheduleResponse),
  transactions: z.array(contractTransactionResponse),
});
export type ProductDetail = z.input<typeof productDetailResponse>;
