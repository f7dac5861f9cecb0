import path from 'node:path';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  type Abi,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startHardhatNode } from '../../scripts/demo-chain/start-chain.mjs';
import { compileContract } from './compile';
import { installMulticall3 } from './multicall';

/** Hardhat's well-known default accounts #0 and #1 (funded with 10,000 ETH each; test use only). */
export const HARDHAT_KEYS = {
  owner: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  other: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
} as const satisfies Record<string, Hex>;

export const LOCAL_CHAIN_ID = 43113;

export interface LocalChain {
  rpcUrl: string;
  chainId: number;
  chain: Chain;
  /** HatchToken, deployed by the owner account with 1,000,000 HATCH minted to it. */
  address: Address;
  abi: Abi;
  deployTxHash: Hex;
  ownerKey: Hex;
  ownerAddress: Address;
  otherKey: Hex;
  otherAddress: Address;
  publicClient: PublicClient;
  stop(): Promise<void>;
}

export const INITIAL_SUPPLY = 1_000_000n * 10n ** 18n;

/**
 * Starts `hardhat node` (chainId 43113) on a free 127.0.0.1 port, deploys HatchToken with the
 * owner key and returns everything a test needs. Call `stop()` when done; the node also exits
 * by itself if this process dies.
 */
export async function startLocalChain(): Promise<LocalChain> {
  const compiled = compileContract('HatchToken');
  const { rpcUrl, stop } = await startHardhatNode({
    config: path.join(import.meta.dirname, 'hardhat.config.cjs'),
    chainId: LOCAL_CHAIN_ID,
  });
  try {
    const chain = defineChain({
      id: LOCAL_CHAIN_ID,
      name: 'Hatchery Local',
      nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    });
    const owner = privateKeyToAccount(HARDHAT_KEYS.owner);
    const other = privateKeyToAccount(HARDHAT_KEYS.other);
    const publicClient = createPublicClient({ chain, transport: http(rpcUrl) });
    const wallet = createWalletClient({ account: owner, chain, transport: http(rpcUrl) });
    const deployTxHash = await wallet.deployContract({
      abi: compiled.abi,
      bytecode: compiled.bytecode,
      args: ['Hatch Token', 'HATCH', INITIAL_SUPPLY],
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash: deployTxHash, pollingInterval: 50 });
    if (!receipt.contractAddress) throw new Error('HatchToken deployment returned no contract address');
    // Real networks have Multicall3; the seeded Fuji row points at it, so the local chain needs it too.
    await installMulticall3({ rpcUrl, wallet, publicClient });
    return {
      rpcUrl,
      chainId: LOCAL_CHAIN_ID,
      chain,
      address: getAddress(receipt.contractAddress),
      abi: compiled.abi,
      deployTxHash,
      ownerKey: HARDHAT_KEYS.owner,
      ownerAddress: owner.address,
      otherKey: HARDHAT_KEYS.other,
      otherAddress: other.address,
      publicClient,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
