import { z } from 'zod';
import { abiJson, abiSchema, addressSchema, booleanQuery, id, optionalText } from './common';
import { abiChangeRatings } from '../abi-diff';
import {
  abiInputSources,
  abiSources,
  abiVerifications,
  adminFunctionsSchema,
  deploymentDetailResponse,
  proxyKinds,
} from './deployments';
import { productSchema } from './products';

/** The ABI a request names: a library entry's id for 'library', a valid ABI for 'pasted' and 'uploaded'. */
function checkAbiSource(
  v: { abiSource: (typeof abiInputSources)[number]; abi?: unknown; standardAbiId?: string },
  ctx: z.RefinementCtx,
) {
  if (v.abiSource === 'library' && !v.standardAbiId) {
    ctx.addIssue({ code: 'custom', path: ['standardAbiId'], message: 'Choose an ABI from the library' });
  }
  if (v.abiSource === 'pasted' || v.abiSource === 'uploaded') {
    const result = abiSchema.safeParse(v.abi ?? '');
    if (!result.success) {
      ctx.addIssue({ code: 'custom', path: ['abi'], message: result.error.issues[0]!.message });
    }
  }
}

/** Registering a contract: an ABI at an address on a network, in an existing or a new product. */
export const contractRegistrationSchema = z
  .object({
    networkId: id('Network'),
    address: addressSchema,
    label: optionalText('Label', 100),
    abiName: optionalText('ABI name', 100),
    abiSource: z.enum(abiInputSources, { error: 'ABI source must be pasted, uploaded, library or fetched' }),
    /** Required for pasted and uploaded ABIs: the JSON text (or parsed array). `fetched`: the server fetches it. */
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
    checkAbiSource(v, ctx);
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

/** POST /api/contracts/abi-lookup: a verified ABI for an address (explorer, then Sourcify). */
export const abiLookupSchema = z.object({ networkId: id('Network'), address: addressSchema });
export type AbiLookupInput = z.input<typeof abiLookupSchema>;

export const proxyDetectionResponse = z.object({
  kind: z.enum(proxyKinds),
  implementation: z.string(),
  admin: z.string().nullable(),
  beacon: z.string().nullable(),
});

export const abiLookupResponse = z.object({
  found: z.boolean(),
  abi: abiJson.nullable(),
  source: z.enum(abiSources).nullable(),
  verification: z.enum(abiVerifications).nullable(),
  /** What each source answered, in the order tried. */
  attempts: z.array(z.object({ source: z.enum(abiSources), message: z.string() })),
  /** When nothing was found: what was tried and what to do instead. */
  message: z.string().nullable(),
  /** The address is a proxy: the console will use its implementation's ABI too. */
  proxy: proxyDetectionResponse.nullable(),
});
export type AbiLookup = z.input<typeof abiLookupResponse>;

/** Replacing a registered ABI (preview, then save with the hash the preview showed). */
export const abiReplacementSchema = z
  .object({
    abiSource: z.enum(abiInputSources, { error: 'ABI source must be pasted, uploaded, library or fetched' }),
    abi: z.unknown().optional(),
    standardAbiId: id('Standard ABI').optional(),
    /** Save only: the new ABI's hash from the preview, so what is saved is what was reviewed. */
    confirmHash: z
      .string()
      .regex(/^[0-9a-f]{64}$/, 'Confirm hash must be the 64-character hash from the preview')
      .optional(),
  })
  .superRefine(checkAbiSource);
export type AbiReplacementInput = z.input<typeof abiReplacementSchema>;

export const abiDiffResponse = z.object({
  rating: z.enum(abiChangeRatings),
  changes: z.array(
    z.object({
      rating: z.enum(abiChangeRatings),
      kind: z.enum(['function', 'event', 'error']),
      change: z.string(),
      signature: z.string(),
      detail: z.string().optional(),
    }),
  ),
});
export type AbiDiffView = z.input<typeof abiDiffResponse>;

export const abiReplacementPreviewResponse = z.object({
  abi: abiJson,
  abiHash: z.string(),
  source: z.enum(abiSources),
  verification: z.enum(abiVerifications),
  diff: abiDiffResponse,
  /** Admin functions that are not in the new ABI and will be dropped. */
  droppedAdminFunctions: z.array(z.string()),
});
export type AbiReplacementPreview = z.input<typeof abiReplacementPreviewResponse>;

export const abiReplacementResponse = z.object({
  deployment: deploymentDetailResponse,
  diff: abiDiffResponse,
});

/** GET /api/contracts/:id/proxy: read from the chain on every console open. */
export const proxyInfoResponse = z.object({
  isProxy: z.boolean(),
  kind: z.enum(proxyKinds).nullable(),
  implementation: z.string().nullable(),
  admin: z.string().nullable(),
  beacon: z.string().nullable(),
  /** The implementation stored when the contract was registered. */
  registeredImplementation: z.string().nullable(),
  /** The chain's implementation differs from the registered one: an upgrade happened since. */
  upgraded: z.boolean(),
  implementationAbi: z
    .object({
      abi: abiJson,
      /** registered: a deployment at that address on this network; otherwise where the stored copy came from. */
      from: z.enum(['registered', 'explorer', 'sourcify', 'pasted', 'uploaded']),
      name: z.string(),
    })
    .nullable(),
  /** No implementation ABI was found: why, and that the admin can paste it. */
  abiMessage: z.string().nullable(),
});
export type ProxyInfo = z.input<typeof proxyInfoResponse>;

/** PUT /api/contracts/:id/implementation-abi: the admin gives the implementation's ABI in the console. */
export const implementationAbiSchema = z.object({
  abiSource: z.enum(['pasted', 'uploaded'], { error: 'ABI source must be pasted or uploaded' }),
  abi: abiSchema,
});
export type ImplementationAbiInput = z.input<typeof implementationAbiSchema>;
