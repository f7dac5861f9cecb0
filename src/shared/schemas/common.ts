import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import { parseAbiText, validateAbi, type AbiJson } from '../abi';
import { text } from '../text';

/**
 * Field schemas several resources share. Request schemas validate and normalise what a caller
 * sends; response schemas describe what the API returns and are encoded on the way out
 * (`respond()` on the server), so a Date becomes an ISO string in exactly one place.
 */

export { isoDate, isoDateTime } from './dates';
export { MAX_MONEY, money } from './money';
export { timestamp } from './timestamp';

/** An optional free-text field: the shared text rule, '' stored as null. */
export const optionalText = (label: string, max: number, multiline = false) =>
  text(label, { required: false, max, multiline })
    .transform((v) => (v === '' ? null : v))
    .nullish();

export const id = (label: string) => z.uuid({ error: `${label} must be a valid id` });

/**
 * `?name=N` on a delete: how many of the rows that go with it the admin saw when confirming (the
 * service refuses with 409 when there are another number by then).
 */
export const confirmedCount = (name: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `${name} must be a whole number`)
    .transform(Number)
    .optional();

/** A query flag: `?active=true`. */
export const booleanQuery = (name: string) =>
  z.enum(['true', 'false'], { error: `${name} must be true or false` }).optional();

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const httpUrl = (label: string) =>
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

export const tags = z
  .array(text('A tag', { max: 32 }), { error: 'Tags must be a list of words' })
  .max(20, 'At most 20 tags')
  .transform((list) => [...new Set(list)]);

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

/** An ABI in a response: already validated when it was stored. */
export const abiJson = z.custom<AbiJson>(() => true);

export const weiSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^(0|[1-9][0-9]{0,77})$/.test(v), 'Value must be a whole number of wei');

export const chainIdSchema = z.number({ error: 'Chain id must be a number' }).int().min(1);
