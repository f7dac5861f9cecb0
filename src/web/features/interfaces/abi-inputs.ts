import type { AbiParameter } from 'viem';
import { getAddress, isAddress, parseUnits } from 'viem';

/**
 * Form values for ABI inputs, one per parameter: text for scalars ('true'/'false' for bool),
 * a list for arrays and tuples (tuple members by position). Parsing returns the viem argument
 * or the first error with the path of the field at fault.
 */
export type InputValue = string | InputValue[];

export type ParseResult<T = unknown> = { ok: true; value: T } | { ok: false; error: string; path: number[] };

type Param = Pick<AbiParameter, 'type'> & {
  components?: readonly AbiParameter[] | undefined;
  name?: string | undefined;
};

const ARRAY = /^(.*)\[(\d*)\]$/;

/** `uint256[3]` -> { element: 'uint256', length: 3 }; `bytes[]` -> length null; scalars -> null. */
export function arrayShape(type: string): { element: string; length: number | null } | null {
  const m = ARRAY.exec(type);
  if (!m) return null;
  return { element: m[1]!, length: m[2] ? Number(m[2]) : null };
}

export function elementParam(param: Param): Param {
  const shape = arrayShape(param.type);
  return shape ? { ...param, type: shape.element, name: undefined } : param;
}

/** The blank value of a parameter (fixed arrays get their slots, dynamic arrays start empty). */
export function emptyValue(param: Param): InputValue {
  const shape = arrayShape(param.type);
  if (shape)
    return shape.length === null
      ? []
      : Array.from({ length: shape.length }, () => emptyValue(elementParam(param)));
  if (param.type === 'tuple') return (param.components ?? []).map(emptyValue);
  if (param.type === 'bool') return 'false';
  return '';
}

const fail = (error: string, path: number[] = []): ParseResult<never> => ({ ok: false, error, path });

function intRange(type: string): { min: bigint; max: bigint } | null {
  const m = /^(u?)int(\d*)$/.exec(type);
  if (!m) return null;
  const bits = BigInt(m[2] || '256');
  if (m[1]) return { min: 0n, max: 2n ** bits - 1n };
  return { min: -(2n ** (bits - 1n)), max: 2n ** (bits - 1n) - 1n };
}

export function parseInteger(type: string, text: string): ParseResult<bigint> {
  const range = intRange(type);
  if (!range) return fail(`Not an integer type: ${type}`);
  const t = text.trim();
  if (!t) return fail('Enter a number');
  let n: bigint;
  if (/^-?\d+$/.test(t)) n = BigInt(t);
  else if (/^0x[0-9a-fA-F]+$/.test(t)) n = BigInt(t);
  else return fail('Enter a whole number (decimal or 0x hex)');
  if (n < range.min || n > range.max) return fail(`Must be between ${range.min} and ${range.max} (${type})`);
  return { ok: true, value: n };
}

export function parseAddressInput(text: string): ParseResult<`0x${string}`> {
  const t = text.trim();
  if (!/^0x[0-9a-fA-F]{40}$/.test(t)) return fail('Address must be 0x followed by 40 hexadecimal characters');
  // Mixed case carries an EIP-55 checksum; a wrong one is most likely a typo.
  if (!isAddress(t, { strict: true })) return fail('Address checksum is wrong (check upper/lower case)');
  return { ok: true, value: getAddress(t) };
}

export function parseBytes(type: string, text: string): ParseResult<`0x${string}`> {
  const t = text.trim();
  if (!/^0x([0-9a-fA-F]{2})*$/.test(t)) return fail('Enter 0x followed by an even number of hex digits');
  const size = (t.length - 2) / 2;
  const m = /^bytes(\d+)$/.exec(type);
  if (m && size !== Number(m[1]))
    return fail(`${type} needs exactly ${m[1]} bytes (${Number(m[1]) * 2} hex digits)`);
  return { ok: true, value: t as `0x${string}` };
}

function parseScalar(type: string, text: string): ParseResult {
  if (type === 'address') return parseAddressInput(text);
  if (type === 'bool') {
    if (text === 'true') return { ok: true, value: true };
    if (text === 'false') return { ok: true, value: false };
    return fail('Choose true or false');
  }
  if (type === 'string') return { ok: true, value: text };
  if (type.startsWith('bytes')) return parseBytes(type, text);
  if (intRange(type)) return parseInteger(type, text);
  return fail(`Unsupported type ${type}`);
}

/** One parameter's form value -> the viem argument. */
export function parseParam(param: Param, value: InputValue): ParseResult {
  const shape = arrayShape(param.type);
  if (shape || param.type === 'tuple') {
    if (!Array.isArray(value)) return fail('Expected a list');
    if (shape && shape.length !== null && value.length !== shape.length)
      return fail(`Needs ${shape.length} items`);
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) {
      const child = shape ? elementParam(param) : param.components![i];
      if (!child) return fail('Too many items');
      const r = parseParam(child, value[i]!);
      if (!r.ok) return fail(r.error, [i, ...r.path]);
      out.push(r.value);
    }
    if (!shape && out.length !== (param.components ?? []).length) return fail('Missing tuple members');
    return { ok: true, value: out };
  }
  if (Array.isArray(value)) return fail('Expected a single value');
  return parseScalar(param.type, value);
}

/** Every input of a function; the error path starts with the input's index. */
export function parseArgs(params: readonly Param[], values: InputValue[]): ParseResult<unknown[]> {
  const out: unknown[] = [];
  for (let i = 0; i < params.length; i++) {
    const r = parseParam(params[i]!, values[i] ?? emptyValue(params[i]!));
    if (!r.ok) return fail(r.error, [i, ...r.path]);
    out.push(r.value);
  }
  return { ok: true, value: out };
}

/** The decimals helper: '1.5' with 18 decimals -> '1500000000000000000'. */
export function tokenAmountToUnits(amount: string, decimals: number): ParseResult<string> {
  const t = amount.trim();
  if (!/^\d+(\.\d+)?$/.test(t)) return fail('Enter an amount such as 1.5');
  const fraction = t.split('.')[1] ?? '';
  if (fraction.length > decimals) return fail(`At most ${decimals} decimals`);
  return { ok: true, value: parseUnits(t, decimals).toString() };
}

/** Replaces one value deep in a form value tree (immutably). */
export function setAt(values: InputValue[], path: number[], next: InputValue): InputValue[] {
  const [head, ...rest] = path;
  if (head === undefined) return values;
  const copy = [...values];
  copy[head] = rest.length ? setAt(copy[head] as InputValue[], rest, next) : next;
  return copy;
}

/** Results for display: bigints as decimal strings, nested values as JSON. */
export { displayValue } from '~/web/lib/chain-format';

/** Journal arguments: JSON-safe (bigints as strings). */
export function jsonSafe(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
}
