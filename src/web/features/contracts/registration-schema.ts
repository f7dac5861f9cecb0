import { z } from 'zod';
import { parseAbiText } from '~/shared/abi';
import { addressSchema } from '~/shared/schemas/common';
import {
  contractRegistrationSchema,
  type AbiLookup,
  type ContractRegistrationInput,
} from '~/shared/schemas/contracts';
import { abiInputSources } from '~/shared/schemas/deployments';
import { productSchema } from '~/shared/schemas/products';

export const steps = ['Network', 'Address', 'ABI', 'Admin functions', 'Review'] as const;
export const lastStep = steps.length - 1;

/** Which step owns each server field error (the wizard jumps back to it); any other: the last. */
const fieldStep: Record<string, number> = {
  networkId: 0,
  address: 1,
  label: 1,
  abi: 2,
  abiSource: 2,
  standardAbiId: 2,
  abiName: 2,
  adminFunctions: 3,
  productId: 4,
  newProduct: 4,
};
export const stepOf = (field: string) => fieldStep[field] ?? lastStep;

/**
 * The server's field names the form shows: `newProduct.name` is the Product name input. Not the
 * form schema's keys (fieldsOf): those hold the wizard's own state (`checkedStep`, `refused`,
 * `lookup`, `productMode`), and the server names fields the form has no input for (`abiName`;
 * `newProduct`, shown under the product name), held in `refused` for the step they belong to.
 */
export const serverFields = [...Object.keys(fieldStep), 'productName'];
export const serverRenames = { 'newProduct.name': 'productName' } as const;

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]!.message;
};

/**
 * The registration form: the request's fields as the inputs hold them, checked by the rules of
 * `contractRegistrationSchema` step by step: only the steps up to `checkedStep` (the wizard's step
 * when Next was pressed; the one-page form checks them all). A field the server refused stays
 * refused (`refused`: field -> message) until it is edited.
 */
export const registrationFormSchema = z
  .object({
    checkedStep: z.number(),
    refused: z.record(z.string(), z.string()),
    networkId: z.string(),
    address: z.string(),
    label: z.string(),
    abiSource: z.enum(abiInputSources),
    /** The server's answer to 'Fetch verified ABI' (explorer, then Sourcify). */
    lookup: z.custom<AbiLookup | null>(),
    /** The pasted or uploaded ABI JSON. */
    abi: z.string(),
    standardAbiId: z.string(),
    adminFunctions: z.array(z.string()),
    productMode: z.enum(['new', 'existing']),
    productId: z.string(),
    productName: z.string(),
  })
  .superRefine((d, ctx) => {
    const fail = (path: string, message: string | null) => {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    for (const [name, message] of Object.entries(d.refused)) {
      if (stepOf(name) <= d.checkedStep) fail(name, message);
    }
    if (d.checkedStep >= 0 && !d.networkId) fail('networkId', 'Choose a network');
    if (d.checkedStep >= 1) {
      fail('address', firstIssue(addressSchema, d.address));
      fail('label', firstIssue(contractRegistrationSchema.shape.label, d.label));
    }
    if (d.checkedStep >= 2) {
      if (d.abiSource === 'library') {
        if (!d.standardAbiId) fail('standardAbiId', 'Choose an ABI from the library');
      } else if (d.abiSource === 'fetched') {
        if (!d.lookup?.found) fail('abi', d.lookup?.message ?? 'Fetch the verified ABI first');
      } else if (!d.abi.trim()) fail('abi', 'Paste or upload the ABI JSON');
      else {
        const check = parseAbiText(d.abi);
        if (!check.ok) fail('abi', check.message);
      }
    }
    if (d.checkedStep >= 4) {
      if (d.productMode === 'existing' && !d.productId) fail('productId', 'Choose a product');
      if (d.productMode === 'new') fail('productName', firstIssue(productSchema.shape.name, d.productName));
    }
  });

export type RegistrationValues = z.input<typeof registrationFormSchema>;

export const blankRegistration: RegistrationValues = {
  checkedStep: lastStep,
  refused: {},
  networkId: '',
  address: '',
  label: '',
  abiSource: 'pasted',
  lookup: null,
  abi: '',
  standardAbiId: '',
  adminFunctions: [],
  productMode: 'new',
  productId: '',
  productName: '',
};

/** POST /api/contracts from the form's values. */
export function registrationRequest(
  v: RegistrationValues,
  confirmOtherProducts: boolean,
): ContractRegistrationInput {
  return {
    networkId: v.networkId,
    address: v.address.trim(),
    label: v.label.trim() || undefined,
    abiSource: v.abiSource,
    abi: v.abiSource === 'pasted' || v.abiSource === 'uploaded' ? v.abi : undefined,
    standardAbiId: v.abiSource === 'library' ? v.standardAbiId : undefined,
    adminFunctions: v.adminFunctions,
    ...(v.productMode === 'existing'
      ? { productId: v.productId }
      : { newProduct: { name: v.productName.trim(), isActive: true } }),
    ...(confirmOtherProducts ? { confirmOtherProducts: true } : {}),
  };
}
