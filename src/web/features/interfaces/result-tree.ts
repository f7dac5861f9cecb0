import type { AbiParameter } from 'viem';
import { formatUnits } from 'viem';

/**
 * One shape for every decoded value the console shows (read results, write receipts' events,
 * the Events tab, the journal's arguments): a tree of labelled scalars and groups (tuples,
 * arrays), built from the ABI parameters and the decoded values. Integers that are token amounts
 * carry both the formatted text (with the token's decimals) and the raw base units.
 */
export type ResultNode =
  | {
      kind: 'scalar';
      label: string;
      type: string;
      /** What is shown by default: the amount formatted with the token's decimals, or the value. */
      text: string;
      /** The value as decoded (base units for amounts). */
      raw: string;
      amount: boolean;
    }
  | { kind: 'group'; label: string; type: string; items: ResultNode[] };

export interface TokenUnits {
  decimals: number;
  symbol: string | null;
}

type Param = Pick<AbiParameter, 'type'> & { name?: string | undefined; components?: readonly AbiParameter[] };

// Integers named like money are amounts; counters, ids, times and versions are not.
const AMOUNT_NAME =
  /amount|value|balance|supply|allowance|wad|price|raised|cap|deposit|reward|fee|total|minted|burned/i;
const NOT_AMOUNT =
  /decimals|since|time|id$|ids$|nonce|count|length|index|block|deadline|version|rate|bps|percent/i;

export function isAmountName(name: string): boolean {
  return AMOUNT_NAME.test(name) && !NOT_AMOUNT.test(name);
}

/** 1250000500000 with 6 decimals -> "1,250,000.5" (grouped whole part, no trailing zeros). */
export function formatAmount(value: bigint, decimals: number): string {
  const text = formatUnits(value, decimals);
  const negative = text.startsWith('-');
  const [whole, fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

function toBigInt(value: unknown): bigint | null {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
  return null;
}

function scalarText(value: unknown): string {
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

const ARRAY = /^(.*)\[(\d*)\]$/;

/** A tuple's member: viem decodes named tuples as objects and unnamed ones as arrays. */
function member(value: unknown, param: Param, index: number): unknown {
  if (Array.isArray(value)) return value[index];
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return param.name && param.name in record ? record[param.name] : record[index];
  }
  return undefined;
}

function node(
  param: Param,
  value: unknown,
  label: string,
  units: TokenUnits | null,
  hint: string,
): ResultNode {
  const array = ARRAY.exec(param.type);
  if (array) {
    const element = { ...param, type: array[1]!, name: undefined };
    const list = Array.isArray(value) ? value : [];
    return {
      kind: 'group',
      label,
      type: param.type,
      items: list.map((v, i) => node(element, v, `[${i}]`, units, hint)),
    };
  }
  if (param.type === 'tuple') {
    const components = param.components ?? [];
    return {
      kind: 'group',
      label,
      type: 'tuple',
      items: components.map((c, i) => node(c, member(value, c, i), c.name || `#${i}`, units, c.name || hint)),
    };
  }
  const raw = scalarText(value);
  const n = /^u?int\d*$/.test(param.type) ? toBigInt(value) : null;
  if (n !== null && units && isAmountName(hint)) {
    const text = `${formatAmount(n, units.decimals)}${units.symbol ? ` ${units.symbol}` : ''}`;
    return { kind: 'scalar', label, type: param.type, text, raw: n.toString(), amount: true };
  }
  return {
    kind: 'scalar',
    label,
    type: param.type,
    text: n !== null ? n.toString() : raw,
    raw,
    amount: false,
  };
}

/**
 * Labelled nodes for a parameter list and its values (one value per parameter). `context` names
 * the function or event: an unnamed output of `balanceOf` or `totalSupply` is an amount.
 */
export function resultTree(
  params: readonly Param[],
  values: readonly unknown[],
  units: TokenUnits | null,
  context = '',
): ResultNode[] {
  return params.map((p, i) => node(p, values[i], p.name || `#${i}`, units, p.name || context));
}

/** viem's readContract result as one value per output. */
export function outputValues(outputs: readonly unknown[], result: unknown): unknown[] {
  return outputs.length === 1 ? [result] : Array.isArray(result) ? result : [];
}

/** A decoded log's args (object by name, or array when unnamed) as one value per input. */
export function eventValues(inputs: readonly Param[], args: unknown): unknown[] {
  return inputs.map((p, i) => member(args, p, i));
}

export function hasAmount(nodes: readonly ResultNode[]): boolean {
  return nodes.some((n) => (n.kind === 'scalar' ? n.amount : hasAmount(n.items)));
}
