import { z } from 'zod';
import { abiSchema, addressSchema, booleanQuery, id, optionalText } from './common';
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
    /** The address is registered under another product on this network and the admin confirmed it. */
    confirmOtherProducts: z.boolean().optional(),
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

export const contractListQuery = z.object({ mine: booleanQuery('mine') });
