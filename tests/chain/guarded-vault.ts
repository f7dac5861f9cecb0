import { createWalletClient, getAddress, http, type Abi, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { compileContract } from './compile';
import type { LocalChain } from './local-chain';

export interface GuardedVault {
  address: Address;
  abi: Abi;
  /** Sends a write from `key` (default: the owner) and waits for its receipt; returns its hash and block. */
  write(functionName: string, args: unknown[], key?: Hex): Promise<{ hash: Hex; blockNumber: bigint }>;
}

/** Deploys GuardedVault (Ownable + AccessControl events, Deposit) with the chain's owner key. */
export async function deployGuardedVault(chain: LocalChain): Promise<GuardedVault> {
  const { abi, bytecode } = compileContract('GuardedVault');
  const walletFor = (key: Hex) =>
    createWalletClient({
      account: privateKeyToAccount(key),
      chain: chain.chain,
      transport: http(chain.rpcUrl),
    });
  const hash = await walletFor(chain.ownerKey).deployContract({ abi, bytecode });
  const receipt = await chain.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  const address = getAddress(receipt.contractAddress!);
  return {
    address,
    abi,
    async write(functionName, args, key = chain.ownerKey) {
      const tx = await walletFor(key).writeContract({ address, abi, functionName, args });
      const r = await chain.publicClient.waitForTransactionReceipt({ hash: tx, pollingInterval: 50 });
      return { hash: tx, blockNumber: r.blockNumber };
    },
  };
}
