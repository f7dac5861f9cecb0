import { getAddress, type Address, type Hex, type PublicClient, type WalletClient } from 'viem';
import { compileContract } from './compile';

/** Where Multicall3 lives on Avalanche, Fuji and most EVM chains; hardhat has nothing there. */
export const MULTICALL3_ADDRESS: Address = getAddress('0xcA11bde05977b3631167028862bE2a173976CA11');

/**
 * Puts Multicall3 on the local chain at its canonical address (deploy once, then copy the runtime
 * code there with `hardhat_setCode`), so the seeded networks' multicall address works as on a real chain.
 */
export async function installMulticall3({
  rpcUrl,
  wallet,
  publicClient,
}: {
  rpcUrl: string;
  wallet: WalletClient;
  publicClient: PublicClient;
}): Promise<Address> {
  const compiled = compileContract('Multicall3');
  const hash = await wallet.deployContract({
    abi: compiled.abi,
    bytecode: compiled.bytecode,
    account: wallet.account!,
    chain: wallet.chain,
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  const code = await publicClient.getCode({ address: receipt.contractAddress! });
  await rpc(rpcUrl, 'hardhat_setCode', [MULTICALL3_ADDRESS, code as Hex]);
  return MULTICALL3_ADDRESS;
}

async function rpc(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}
