import {
  createWalletClient,
  encodeFunctionData,
  getAddress,
  http,
  parseEventLogs,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { compileContract } from './compile';
import type { LocalChain } from './local-chain';

/** VaultToken: 6 decimals, 1,250,000.5 minted to the owner through the proxy's initialize(). */
export const VAULT_DECIMALS = 6;
export const VAULT_SUPPLY = 1_250_000_500_000n;

export interface ProxyFixtures {
  implementationV1: Address;
  implementationV2: Address;
  v1Abi: Abi;
  v2Abi: Abi;
  /** EIP-1967 proxy (admin: the owner account) in front of V1, initialised. */
  proxy: Address;
  proxyAbi: Abi;
  beacon: Address;
  beaconProxy: Address;
  /** EIP-1822: implementation at keccak256("PROXIABLE"). */
  proxiableProxy: Address;
  /** EIP-1167 clone of V1. */
  clone: Address;
  /** Points the EIP-1967 proxy at V2 (an upgrade). */
  upgradeToV2(): Promise<void>;
}

export async function deployProxyFixtures(chain: LocalChain): Promise<ProxyFixtures> {
  const owner = createWalletClient({
    account: privateKeyToAccount(chain.ownerKey),
    chain: chain.chain,
    transport: http(chain.rpcUrl),
  });
  const wait = (hash: Hex) => chain.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  const deploy = async (name: string, args: unknown[] = []) => {
    const compiled = compileContract(name);
    const receipt = await wait(
      await owner.deployContract({ abi: compiled.abi, bytecode: compiled.bytecode, args }),
    );
    return { address: getAddress(receipt.contractAddress!), abi: compiled.abi };
  };
  const v1 = await deploy('VaultTokenV1');
  const v2 = await deploy('VaultTokenV2');
  const init = encodeFunctionData({
    abi: v1.abi,
    functionName: 'initialize',
    args: ['Vault Token', 'VAULT', VAULT_DECIMALS, VAULT_SUPPLY],
  });
  const proxy = await deploy('Erc1967Proxy', [v1.address, chain.ownerAddress, init]);
  const beacon = await deploy('UpgradeBeacon', [v1.address]);
  const beaconProxy = await deploy('BeaconProxy', [beacon.address]);
  const proxiable = await deploy('ProxiableProxy', [v1.address]);
  const factory = await deploy('CloneFactory');
  const cloneReceipt = await wait(
    await owner.writeContract({
      address: factory.address,
      abi: factory.abi,
      functionName: 'clone',
      args: [v1.address],
    }),
  );
  const [cloned] = parseEventLogs({
    abi: factory.abi,
    logs: cloneReceipt.logs,
    eventName: 'Cloned',
  }) as unknown as [{ args: { instance: Address } }];
  return {
    implementationV1: v1.address,
    implementationV2: v2.address,
    v1Abi: v1.abi,
    v2Abi: v2.abi,
    proxy: proxy.address,
    proxyAbi: proxy.abi,
    beacon: beacon.address,
    beaconProxy: beaconProxy.address,
    proxiableProxy: proxiable.address,
    clone: getAddress(cloned.args.instance),
    async upgradeToV2() {
      await wait(
        await owner.writeContract({
          address: proxy.address,
          abi: proxy.abi,
          functionName: 'upgradeTo',
          args: [v2.address],
        }),
      );
    },
  };
}
