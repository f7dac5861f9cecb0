import { describe, expect, it } from 'vitest';
import type { PublicNetwork } from '~/shared/schemas/networks';
import { explorerAddressUrl, fallbackTarget, networkChain } from './wagmi-config';

const net = (chainId: number, isTestnet: boolean): PublicNetwork => ({
  id: String(chainId),
  name: `Chain ${chainId}`,
  chainId,
  symbol: 'AVAX',
  rpcUrl: `https://rpc.example/${chainId}`,
  explorerUrl: `https://explorer.example/${chainId}`,
  isTestnet,
});

describe('wallet network rules', () => {
  it('falls back to the first non-testnet network, else the first (spec §4)', () => {
    expect(fallbackTarget([net(43113, true), net(43114, false)])?.chainId).toBe(43114);
    expect(fallbackTarget([net(43113, true), net(5, true)])?.chainId).toBe(43113);
    expect(fallbackTarget([])).toBeUndefined();
  });

  it('links addresses to the network explorer, and nowhere when it has none', () => {
    expect(explorerAddressUrl('https://snowtrace.io/', '0xabc')).toBe('https://snowtrace.io/address/0xabc');
    expect(explorerAddressUrl(null, '0xabc')).toBeNull();
    expect(explorerAddressUrl(undefined, '0xabc')).toBeNull();
  });

  it('builds the chain a wallet is asked to add from the network row', () => {
    const chain = networkChain(net(43113, true));
    expect(chain.rpcUrls.default.http).toEqual(['https://rpc.example/43113']);
    expect(chain.blockExplorers?.default.url).toBe('https://explorer.example/43113');
    expect(chain.nativeCurrency.symbol).toBe('AVAX');
  });

  it('gives a wallet no block explorer for a network without one (a local chain)', () => {
    const chain = networkChain({ ...net(31337, true), explorerUrl: null });
    expect(chain.blockExplorers).toBeUndefined();
    expect(chain.rpcUrls.default.http).toEqual(['https://rpc.example/31337']);
  });
});
