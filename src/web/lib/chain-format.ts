import { explorerLink } from '~/shared/explorer';

/** Explorer links and value display shared by the wallet, the consoles and the product page. */

const DEFAULT_EXPLORER = 'https://snowtrace.io';

export function explorerAddressUrl(explorerUrl: string | undefined, address: string): string {
  return explorerLink(explorerUrl || DEFAULT_EXPLORER, 'address', address);
}

export function explorerTxUrl(explorerUrl: string | undefined, hash: string): string {
  return explorerLink(explorerUrl || DEFAULT_EXPLORER, 'tx', hash);
}

/** A decoded ABI value as text (bigints in full, tuples and arrays as JSON). */
export function displayValue(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2);
}
