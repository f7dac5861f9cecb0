import type { Abi, AbiEvent, AbiFunction, AbiParameter } from 'viem';

type AbiError = Extract<Abi[number], { type: 'error' }>;
import { sha256, stringToBytes } from 'viem';

/**
 * ABI checks shared by the server and the browser wizard: pure functions, no Node or DOM APIs.
 * An ABI here is the JSON array solc emits; Hardhat/Foundry artifacts (`{ "abi": [...] }`) are
 * accepted too, since that is what an admin most often has on disk.
 */
export type AbiJson = Abi;

export type AbiCheck = { ok: true; abi: AbiJson } | { ok: false; message: string };

const itemTypes = ['function', 'event', 'error', 'constructor', 'fallback', 'receive'] as const;
const mutabilities = ['pure', 'view', 'nonpayable', 'payable'] as const;
const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

const bitSizes =
  '(?:8|16|24|32|40|48|56|64|72|80|88|96|104|112|120|128|136|144|152|160|168|176|184|192|200|208|216|224|232|240|248|256)';
const byteSizes = '(?:[1-9]|[12][0-9]|3[0-2])';
const solidityType = new RegExp(
  `^(?:address|bool|string|bytes|function|tuple|u?int(?:${bitSizes})?|bytes${byteSizes})((?:\\[[1-9][0-9]*\\]|\\[\\])*)$`,
);

/** Parses text the admin pasted or uploaded; each failure says what is wrong. */
export function parseAbiText(text: string): AbiCheck {
  if (text.trim() === '') return { ok: false, message: 'ABI is required' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    return { ok: false, message: `ABI is not valid JSON: ${detail}` };
  }
  return validateAbi(value);
}

/** Checks a parsed value is an ABI: an array of well-formed fragments with no duplicate signatures. */
export function validateAbi(value: unknown): AbiCheck {
  const items = isRecord(value) && Array.isArray(value.abi) ? value.abi : value;
  if (!Array.isArray(items)) {
    return {
      ok: false,
      message: 'ABI must be a JSON array of fragments (or an artifact with an "abi" array)',
    };
  }
  if (items.length === 0)
    return { ok: false, message: 'ABI is empty: it has no functions, events or errors' };
  const out: unknown[] = [];
  const seen = new Map<string, number>();
  for (const [index, raw] of items.entries()) {
    const where = `ABI item ${index + 1}`;
    const checked = checkItem(raw, where);
    if (typeof checked === 'string') return { ok: false, message: checked };
    out.push(checked.item);
    if (checked.signature) {
      const first = seen.get(checked.signature);
      if (first !== undefined) {
        return {
          ok: false,
          message: `Duplicate ${checked.signature.split(' ')[0]} signature ${checked.signature.split(' ')[1]} (items ${first + 1} and ${index + 1})`,
        };
      }
      seen.set(checked.signature, index);
    }
  }
  return { ok: true, abi: out as AbiJson };
}

function checkItem(
  raw: unknown,
  where: string,
): string | { item: Record<string, unknown>; signature?: string } {
  if (!isRecord(raw)) return `${where} is not an object`;
  const type = raw.type ?? 'function';
  if (typeof type !== 'string' || !(itemTypes as readonly string[]).includes(type)) {
    return `${where} has an unknown type ${JSON.stringify(raw.type)} (expected one of ${itemTypes.join(', ')})`;
  }
  const item: Record<string, unknown> = { ...raw, type };
  const named = type === 'function' || type === 'event' || type === 'error';
  if (named && (typeof raw.name !== 'string' || !identifier.test(raw.name))) {
    return `${where} (${type}) needs a valid name`;
  }
  const label = named ? `${where} (${type} ${String(raw.name)})` : `${where} (${type})`;
  if (type !== 'fallback' && type !== 'receive') {
    const inputs = checkParams(raw.inputs ?? [], `${label} inputs`, type === 'event');
    if (typeof inputs === 'string') return inputs;
    item.inputs = inputs;
  }
  if (type === 'function') {
    const outputs = checkParams(raw.outputs ?? [], `${label} outputs`, false);
    if (typeof outputs === 'string') return outputs;
    item.outputs = outputs;
  }
  if (type !== 'event' && type !== 'error') {
    // Old compilers wrote `constant`/`payable` instead of stateMutability.
    const mutability =
      raw.stateMutability ??
      (raw.constant === true ? 'view' : raw.payable === true ? 'payable' : 'nonpayable');
    if (typeof mutability !== 'string' || !(mutabilities as readonly string[]).includes(mutability)) {
      return `${label} has an unknown stateMutability ${JSON.stringify(raw.stateMutability)}`;
    }
    item.stateMutability = mutability;
    delete item.constant;
    delete item.payable;
  }
  if (!named) return { item };
  const params = item.inputs as AbiParameter[];
  return { item, signature: `${type} ${String(raw.name)}(${params.map(canonicalType).join(',')})` };
}

function checkParams(raw: unknown, where: string, allowIndexed: boolean): string | AbiParameter[] {
  if (!Array.isArray(raw)) return `${where} must be an array`;
  const params: AbiParameter[] = [];
  for (const [i, p] of raw.entries()) {
    const at = `${where}[${i}]`;
    if (!isRecord(p)) return `${at} is not an object`;
    if (typeof p.type !== 'string' || !solidityType.test(p.type)) {
      return `${at} has an invalid Solidity type ${JSON.stringify(p.type)}`;
    }
    if (p.name !== undefined && typeof p.name !== 'string') return `${at} has a name that is not a string`;
    if (p.indexed !== undefined && (!allowIndexed || typeof p.indexed !== 'boolean')) {
      return `${at} has an invalid "indexed" flag`;
    }
    const param: Record<string, unknown> = { ...p };
    if (p.type.startsWith('tuple')) {
      const components = checkParams(p.components, `${at} components`, false);
      if (typeof components === 'string') return components;
      if (components.length === 0) return `${at} is a tuple with no components`;
      param.components = components;
    }
    params.push(param as unknown as AbiParameter);
  }
  return params;
}

/** `tuple[2]` with components (address,uint256) -> `(address,uint256)[2]`; `uint` -> `uint256`. */
export function canonicalType(param: AbiParameter): string {
  const match = /^([a-z0-9]+)(.*)$/.exec(param.type);
  const base = match?.[1] ?? param.type;
  const arrays = match?.[2] ?? '';
  if (base === 'tuple' && 'components' in param) {
    return `(${param.components.map(canonicalType).join(',')})${arrays}`;
  }
  if (base === 'uint' || base === 'int') return `${base}256${arrays}`;
  return param.type;
}

/** `transfer(address,uint256)`: how admin functions are named in admin_functions_json. */
export function functionSignature(fn: AbiFunction | AbiEvent | AbiError): string {
  return `${fn.name}(${fn.inputs.map(canonicalType).join(',')})`;
}

export function readFunctions(abi: AbiJson): AbiFunction[] {
  return functions(abi).filter((f) => f.stateMutability === 'view' || f.stateMutability === 'pure');
}

export function writeFunctions(abi: AbiJson): AbiFunction[] {
  return functions(abi).filter((f) => f.stateMutability === 'nonpayable' || f.stateMutability === 'payable');
}

export function abiEvents(abi: AbiJson): AbiEvent[] {
  return abi.filter((i): i is AbiEvent => i.type === 'event');
}

export function abiErrors(abi: AbiJson): AbiError[] {
  return abi.filter((i): i is AbiError => i.type === 'error');
}

function functions(abi: AbiJson): AbiFunction[] {
  return abi.filter((i): i is AbiFunction => i.type === 'function');
}

/** Every function signature of the ABI, in ABI order. */
export function functionSignatures(abi: AbiJson): string[] {
  return functions(abi).map(functionSignature);
}

/** Signatures in `candidates` that are not functions of the ABI (for admin function checks). */
export function unknownFunctions(abi: AbiJson, candidates: readonly string[]): string[] {
  const known = new Set(functionSignatures(abi));
  return candidates.filter((c) => !known.has(c));
}

/**
 * Canonical JSON: keys sorted at every level and fragments ordered by kind and signature, so
 * the same interface hashes the same whatever the formatting or fragment order.
 */
export function canonicalAbiJson(abi: AbiJson): string {
  const keyed = abi.map((item) => {
    const sig = 'name' in item && 'inputs' in item ? functionSignature(item as AbiFunction) : '';
    return { key: `${item.type} ${sig}`, json: stableStringify(item) };
  });
  keyed.sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : a.json < b.json ? -1 : a.json > b.json ? 1 : 0,
  );
  return `[${keyed.map((k) => k.json).join(',')}]`;
}

/** Hex sha256 (no 0x) of the canonical JSON. */
export function abiHash(abi: AbiJson): string {
  return sha256(stringToBytes(canonicalAbiJson(abi))).slice(2);
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableStringify(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
