import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
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
import { compileContract } from './compile';
import { installMulticall3 } from './multicall';

const chainDir = import.meta.dirname;

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
  const { child, rpcUrl } = await startNode();
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
      stop: () => stopNode(child),
    };
  } catch (err) {
    await stopNode(child);
    throw err;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function startNode(attempt = 1): Promise<{ child: ChildProcess; rpcUrl: string }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      path.join(chainDir, 'hardhat-node.cjs'),
      '--hostname',
      '127.0.0.1',
      '--port',
      String(port),
      '--config',
      path.join(chainDir, 'hardhat.config.cjs'),
    ],
    {
      cwd: chainDir,
      // Its own process group, so stop() can signal hardhat and anything it started at once.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true', NO_COLOR: '1' },
    },
  );
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
  child.stderr?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
  const killOnExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));

  const rpcUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    if (await answersChainId(rpcUrl)) return { child, rpcUrl };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stopNode(child);
  // A port taken between freePort() and hardhat's listen() is the one expected failure; retry it.
  if (attempt < 3 && /EADDRINUSE/.test(output)) return startNode(attempt + 1);
  throw new Error(`hardhat node did not start on ${rpcUrl}:\n${output}`);
}

async function answersChainId(rpcUrl: string): Promise<boolean> {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    });
    const body = (await res.json()) as { result?: string };
    return Number(body.result) === LOCAL_CHAIN_ID;
  } catch {
    return false;
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function stopNode(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
}
