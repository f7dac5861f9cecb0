import type { Page } from '@playwright/test';
import {
  createWalletClient,
  http,
  numberToHex,
  type Address,
  type Hex,
  type TypedDataDefinition,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { LocalChain } from './local-chain';

/**
 * A test EIP-1193 wallet for Playwright: `window.ethereum` plus an EIP-6963 announcement
 * ("Hatchery Test Wallet", rdns `org.hatchery.testwallet`). Requests cross into Node, where
 * signing methods sign with a Hardhat test key and everything else is forwarded to the local
 * chain's RPC. Use only with Hardhat's public test keys.
 */
export interface TestWalletOptions {
  /** Signing key; defaults to the chain's owner key. */
  key?: Hex;
  /** The chain the wallet is on when the page loads (default: the local chain, 43113). */
  startChainId?: number;
  /** Chains the wallet knows without `wallet_addEthereumChain` (default: the local chain and startChainId). */
  knownChainIds?: number[];
  /** Whether the site is already authorised (eth_accounts answers without a prompt). Default false. */
  connected?: boolean;
  /** Makes the next `eth_sendTransaction` fail as if the user pressed Reject (code 4001). */
  rejectNextTransaction?: boolean;
}

export interface TestWallet {
  readonly address: Address;
  readonly chainId: number;
  /** Every method the page called, in order (to assert e.g. that a switch was requested). */
  readonly calls: string[];
  /** Signs with another key from now on; the page gets `accountsChanged`. */
  useKey(key: Hex): Promise<void>;
  rejectNextTransaction(): void;
}

interface RpcFailure {
  code: number;
  message: string;
  data?: unknown;
}
interface WalletReply {
  result?: unknown;
  error?: RpcFailure;
  events?: Array<{ event: string; data: unknown }>;
}

const BINDING = '__hatcheryTestWallet';

export async function installTestWallet(
  page: Page,
  chain: LocalChain,
  options: TestWalletOptions = {},
): Promise<TestWallet> {
  let account = privateKeyToAccount(options.key ?? chain.ownerKey);
  let chainId = options.startChainId ?? chain.chainId;
  let connected = options.connected ?? false;
  let rejectNext = options.rejectNextTransaction ?? false;
  const known = new Set([chain.chainId, chainId, ...(options.knownChainIds ?? [])]);
  const calls: string[] = [];
  const pending: NonNullable<WalletReply['events']> = [];

  const fail = (code: number, message: string, data?: unknown): WalletReply => ({
    error: { code, message, data },
  });

  async function forward(method: string, params: unknown): Promise<WalletReply> {
    const res = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    });
    const body = (await res.json()) as { result?: unknown; error?: RpcFailure };
    return body.error ? { error: asNodeError(body.error) } : { result: body.result ?? null };
  }

  async function sendTransaction(tx: Record<string, Hex | undefined>): Promise<WalletReply> {
    if (chainId !== chain.chainId) {
      return fail(-32603, `Test wallet: no node for chain ${chainId}; switch to ${chain.chainId}`);
    }
    if (rejectNext) {
      rejectNext = false;
      return fail(4001, 'User rejected the request.');
    }
    const wallet = createWalletClient({ account, chain: chain.chain, transport: http(chain.rpcUrl) });
    try {
      const hash = await wallet.sendTransaction({
        to: tx.to as Address | undefined,
        data: tx.data ?? tx.input,
        value: tx.value ? BigInt(tx.value) : undefined,
        gas: tx.gas ? BigInt(tx.gas) : undefined,
      } as Parameters<typeof wallet.sendTransaction>[0]);
      return { result: hash };
    } catch (err) {
      // Surface the node's error (with revert data) the way a real wallet relays it.
      const cause = findRpcCause(err);
      return { error: asNodeError(cause ?? { code: -32603, message: (err as Error).message }) };
    }
  }

  async function handle(method: string, params: unknown[]): Promise<WalletReply> {
    calls.push(method);
    switch (method) {
      case 'eth_requestAccounts':
        if (!connected) {
          connected = true;
          pending.push({ event: 'connect', data: { chainId: numberToHex(chainId) } });
        }
        return { result: [account.address] };
      case 'eth_accounts':
        return { result: connected ? [account.address] : [] };
      case 'eth_chainId':
        return { result: numberToHex(chainId) };
      case 'net_version':
        return { result: String(chainId) };
      case 'wallet_requestPermissions':
        connected = true;
        return { result: [{ parentCapability: 'eth_accounts' }] };
      case 'wallet_getPermissions':
        return { result: connected ? [{ parentCapability: 'eth_accounts' }] : [] };
      case 'wallet_revokePermissions':
        connected = false;
        pending.push({ event: 'accountsChanged', data: [] });
        return { result: null };
      case 'wallet_switchEthereumChain': {
        const target = Number((params[0] as { chainId: Hex }).chainId);
        if (!known.has(target)) return fail(4902, `Unrecognized chain ID "${numberToHex(target)}".`);
        if (target !== chainId) {
          chainId = target;
          pending.push({ event: 'chainChanged', data: numberToHex(chainId) });
        }
        return { result: null };
      }
      case 'wallet_addEthereumChain': {
        const target = Number((params[0] as { chainId: Hex }).chainId);
        known.add(target);
        // Like MetaMask, adding a chain also switches to it.
        if (target !== chainId) {
          chainId = target;
          pending.push({ event: 'chainChanged', data: numberToHex(chainId) });
        }
        return { result: null };
      }
      case 'eth_sendTransaction':
        return sendTransaction(params[0] as Record<string, Hex | undefined>);
      case 'personal_sign':
        return { result: await account.signMessage({ message: { raw: params[0] as Hex } }) };
      case 'eth_signTypedData_v4':
        return {
          result: await account.signTypedData(JSON.parse(params[1] as string) as TypedDataDefinition),
        };
      default:
        if (chainId !== chain.chainId && method !== 'web3_clientVersion') {
          return fail(-32603, `Test wallet: no node for chain ${chainId}; switch to ${chain.chainId}`);
        }
        return forward(method, params);
    }
  }

  await page.exposeBinding(BINDING, async (_source, payload: { method: string; params?: unknown[] }) => {
    const reply = await handle(payload.method, payload.params ?? []);
    reply.events = pending.splice(0);
    return reply;
  });
  await page.addInitScript(
    ({ binding }) => {
      type Listener = (data: unknown) => void;
      const listeners = new Map<string, Set<Listener>>();
      const emit = (event: string, data: unknown) => listeners.get(event)?.forEach((fn) => fn(data));
      const call = (window as unknown as Record<string, (p: unknown) => Promise<WalletReply>>)[binding]!;
      const provider = {
        isHatcheryTestWallet: true,
        async request({ method, params }: { method: string; params?: unknown[] }) {
          const reply = await call({ method, params });
          for (const e of reply.events ?? []) emit(e.event, e.data);
          if (reply.error) {
            throw Object.assign(new Error(reply.error.message), {
              code: reply.error.code,
              data: reply.error.data,
            });
          }
          return reply.result;
        },
        on(event: string, fn: Listener) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(fn);
          return provider;
        },
        removeListener(event: string, fn: Listener) {
          listeners.get(event)?.delete(fn);
          return provider;
        },
      };
      (window as unknown as { ethereum: unknown }).ethereum = provider;
      (window as unknown as Record<string, unknown>)[`${binding}Emit`] = emit;
      const info = {
        uuid: '4a1c7a43-7d3e-4a53-9d0e-6b1f5f0c0a11',
        name: 'Hatchery Test Wallet',
        icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8" fill="%23E84142"/%3E%3C/svg%3E',
        rdns: 'org.hatchery.testwallet',
      };
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
        );
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    },
    { binding: BINDING },
  );

  return {
    get address() {
      return account.address;
    },
    get chainId() {
      return chainId;
    },
    calls,
    async useKey(key: Hex) {
      account = privateKeyToAccount(key);
      if (!connected) return;
      await page.evaluate(
        ({ name, address }) =>
          (window as unknown as Record<string, (e: string, d: unknown) => void>)[name]!('accountsChanged', [
            address,
          ]),
        { name: `${BINDING}Emit`, address: account.address },
      );
    },
    rejectNextTransaction() {
      rejectNext = true;
    },
  };
}

/**
 * Hardhat nests revert data as `data: { message, data }`; Avalanche's node (geth) and MetaMask
 * relay `{ code: 3, message: 'execution reverted', data: '0x…' }`. Give the page the real-world shape.
 */
function asNodeError(error: RpcFailure): RpcFailure {
  const nested = error.data as { data?: unknown } | undefined;
  const data = typeof nested === 'object' && nested !== null ? nested.data : error.data;
  if (typeof data === 'string' && data.startsWith('0x')) {
    return { code: 3, message: 'execution reverted', data };
  }
  return { code: error.code, message: error.message };
}

function findRpcCause(err: unknown): RpcFailure | undefined {
  let current = err as { code?: unknown; message?: string; data?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 8; depth++) {
    if (typeof current.code === 'number') {
      return { code: current.code, message: current.message ?? 'RPC error', data: current.data };
    }
    current = current.cause as typeof current;
  }
  return undefined;
}
