import { z } from 'zod';
import { timestamp } from './common';

/** The contracts dashboard: stat cards and the three most recent active products (spec sections 2, 9). */
export const contractsSummaryResponse = z.object({
  stats: z.object({
    products: z.number(),
    activeProducts: z.number(),
    deployments: z.number(),
    networks: z.number(),
    activeNetworks: z.number(),
    abis: z.number(),
    standardAbis: z.number(),
  }),
  recentProducts: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      firstTag: z.string().nullable(),
      isActive: z.boolean(),
      createdAt: timestamp,
      deploymentCount: z.number(),
      /** First deployment, shortened as 0x1234…abcd; null without deployments. */
      shortAddress: z.string().nullable(),
      chainId: z.number().nullable(),
    }),
  ),
});
export type ContractsSummary = z.input<typeof contractsSummaryResponse>;
