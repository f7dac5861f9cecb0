import type { Config } from '../config';

/** The confirmation depth for a chain: its CHAIN_CONFIRMATIONS_PER_CHAIN entry, else CHAIN_CONFIRMATIONS. */
export function confirmationsFor(
  config: Pick<Config, 'CHAIN_CONFIRMATIONS' | 'CHAIN_CONFIRMATIONS_PER_CHAIN'>,
  chainId: number,
): number {
  for (const pair of config.CHAIN_CONFIRMATIONS_PER_CHAIN.split(',')) {
    const [id, depth] = pair.split('=').map((s) => s.trim());
    if (id && depth && Number(id) === chainId) return Number(depth);
  }
  return config.CHAIN_CONFIRMATIONS;
}
