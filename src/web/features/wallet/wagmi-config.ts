import { defineChain, type Chain } from 'viem';
import { createConfig, http, injected, type Config } from 'wagmi';
import { networkContracts } from '~/shared/contracts/networks';
import type { PublicNetwork } from '~/shared/schemas/networks';
import { pathOf } from '~/web/lib/contract-client';

/**
 * A viem chain from a network row; its RPC URL is what wallet_addEthereumChain publishes. A network
 * without an explorer (a local chain) has no blockExplorers: wallets then link nowhere.
 */
export function networkChain(network: PublicNetwork): Chain {
  return defineChain({
    id: network.chainId,
    name: network.name,
    nativeCurrency: { name: network.symbol, symbol: network.symbol, decimals: 18 },
    rpcUrls: { default: { http: [network.rpcUrl] } },
    ...(network.explorerUrl
      ? { blockExplorers: { default: { name: `${network.name} explorer`, url: network.explorerUrl } } }
      : {}),
    testnet: network.isTestnet,
  });
}

// Used only when no network is configured: wagmi needs at least one chain. Its explorer is part of
// this default chain's definition, not a stand-in for a network saved without one.
const fallbackNetwork: PublicNetwork = {
  id: 'fallback',
  name: 'Avalanche C-Chain',
  chainId: 43114,
  symbol: 'AVAX',
  rpcUrl: 'https://api.avax.network/ext/bc/C/rpc',
  explorerUrl: 'https://snowtrace.io',
  isTestnet: false,
};

let cached: { key: string; config: Config } | null = null;

/**
 * One wagmi config per network list (kept across route changes so the connection survives).
 * Reads go through the same-origin RPC proxy (docs/api/contracts.md), so any network an admin adds
 * works without a CSP entry; EIP-6963 discovery lists every installed wallet.
 */
export function walletConfig(networks: PublicNetwork[]): Config {
  const list = networks.length ? networks : [fallbackNetwork];
  const key = JSON.stringify(list);
  if (cached?.key === key) return cached.config;
  const chains = list.map(networkChain) as [Chain, ...Chain[]];
  const transports = Object.fromEntries(
    list.map((n) => [
      n.chainId,
      n.id === 'fallback' ? http(n.rpcUrl) : http(pathOf(networkContracts.rpc, { id: n.id })),
    ]),
  );
  const config = createConfig({
    chains,
    connectors: [injected()],
    multiInjectedProviderDiscovery: true,
    transports,
  });
  cached = { key, config };
  return config;
}

/** Spec §4: an unsupported chain goes to the first active non-testnet network, else the first. */
export function fallbackTarget(networks: PublicNetwork[]): PublicNetwork | undefined {
  return networks.find((n) => !n.isTestnet) ?? networks[0];
}

export { explorerAddressUrl, explorerTxUrl } from '~/web/lib/chain-format';
