import { toast } from 'sonner';
import { useSwitchChain } from 'wagmi';
import type { PublicNetwork } from '~/shared/schemas/networks';
import { walletErrorMessage } from './wallet-errors';

/**
 * Switches the wallet with the spec's toasts (§8). wagmi's injected connector answers a 4902
 * ("unknown chain") with wallet_addEthereumChain built from the network's RPC and explorer.
 */
export function useSwitchNetwork() {
  const { mutateAsync, isPending } = useSwitchChain();
  async function switchTo(network: PublicNetwork): Promise<boolean> {
    toast('Switching Network', { description: `Switching to ${network.name} for full app support...` });
    try {
      await mutateAsync({
        chainId: network.chainId,
        addEthereumChainParameter: {
          chainName: network.name,
          nativeCurrency: { name: network.symbol, symbol: network.symbol, decimals: 18 },
          rpcUrls: [network.rpcUrl],
          blockExplorerUrls: network.explorerUrl ? [network.explorerUrl] : undefined,
        },
      });
      toast.success('Network Switched', { description: `Successfully connected to ${network.name}` });
      return true;
    } catch (err) {
      toast.error('Network Switch Failed', {
        description: `Failed to switch to ${network.name}: ${walletErrorMessage(err)}`,
      });
      return false;
    }
  }
  return { switchTo, isSwitching: isPending };
}
