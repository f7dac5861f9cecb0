import { explorerLink } from '~/shared/explorer';

/**
 * Explorer links and value display shared by the wallet, the consoles and the product page. A
 * network without an explorer (a local chain) has no link: null, and the screen shows the address
 * or hash as plain text rather than guessing another chain's explorer.
 */

export function explorerAddressUrl(explorerUrl: string | null | undefined, address: string): string | null {
  return explorerLink(explorerUrl, 'address', address);
}

export function explorerTxUrl(explorerUrl: string | null | undefined, hash: string): string | null {
  return explorerLink(explorerUrl, 'tx', hash);
}

/** A decoded ABI value as text (bigints in full, tuples and arrays as JSON). */
export function displayValue(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2);
}
