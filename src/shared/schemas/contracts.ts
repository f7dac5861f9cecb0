import { z } from 'zod';
import { abiSchema, addressSchema, id, optionalText, timestamp } from './common';
import { abiSources, adminFunctionsSchema } from './deployments';
import { productSchema } from './products';

/** Registering a contract: an ABI at an address on a network, in an existing or a new product. */
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
    adminFunctions: adminFunctionsSchema,
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

export const contractListQuery = z.object({
  mine: z.enum(['true', 'false'], { error: 'mine must be true or false' }).optional(),
});

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
