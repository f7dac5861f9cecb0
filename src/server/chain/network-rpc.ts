import {
  createPublicClient,
  http,
  type Address,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
} from 'viem';
import { AppError } from '../http/app-error';
import { fencedRpcFetch } from './rpc-target';

/** How long one JSON-RPC call to a network may take before the admin sees an error. */
export const RPC_TIMEOUT_MS = 5000;

export interface RpcTarget {
  rpcUrl: string;
  chainId: number;
  /** config.RPC_ALLOW_PRIVATE: whether the RPC URL may point at a private or local address. */
  allowPrivate: boolean;
}

/** A client for one network's RPC; no retries, so an unreachable node fails within the timeout. */
export function rpcClient({ rpcUrl, allowPrivate }: RpcTarget): PublicClient {
  return createPublicClient({
    transport: http(rpcUrl, {
      timeout: RPC_TIMEOUT_MS,
      retryCount: 0,
      fetchFn: fencedRpcFetch(allowPrivate),
    }),
  });
}

export interface RpcHealth {
  ok: boolean;
  /** The RPC answered at all (a wrong chain id is reachable but not ok). */
  reachable: boolean;
  /** One true sentence for the admin: healthy, reachable on the wrong chain, or unreachable and why. */
  summary: string;
  chainIdMatches: boolean;
  rpcChainId: number | null;
  latestBlock: number | null;
  latencyMs: number;
  error?: string;
}

/**
 * Calls the RPC (chain id and latest block) and reports what it saw. Throws only the fence's
 * refusal (a 400 naming rpcUrl: the URL may not be called at all); any other failure is reported.
 */
export async function checkRpcHealth(target: RpcTarget): Promise<RpcHealth> {
  const client = rpcClient(target);
  const started = performance.now();
  try {
    const [rpcChainId, latestBlock] = await Promise.all([
      client.getChainId(),
      // viem caches the block number for ~4 s by default; a health check must see the live value.
      client.getBlockNumber({ cacheTime: 0 }),
    ]);
    const latencyMs = Math.round(performance.now() - started);
    const chainIdMatches = rpcChainId === target.chainId;
    const mismatch = `Reachable, but the RPC reports chain id ${rpcChainId}, not ${target.chainId}`;
    return {
      ok: chainIdMatches,
      reachable: true,
      summary: chainIdMatches
        ? `Healthy: chain id ${rpcChainId} matches, latest block ${latestBlock}`
        : mismatch,
      chainIdMatches,
      rpcChainId,
      latestBlock: Number(latestBlock),
      latencyMs,
      ...(chainIdMatches ? {} : { error: mismatch }),
    };
  } catch (err) {
    const refused = fenceRefusal(err);
    if (refused) throw refused;
    const error = rpcErrorMessage(err);
    return {
      ok: false,
      reachable: false,
      summary: `Unreachable: ${error}`,
      chainIdMatches: false,
      rpcChainId: null,
      latestBlock: null,
      latencyMs: Math.round(performance.now() - started),
      error,
    };
  }
}

/** Whether the address holds contract bytecode on the network. Throws on RPC failure. */
export async function hasContractCode(target: RpcTarget, address: Address): Promise<boolean> {
  const code = await rpcClient(target).getCode({ address });
  return code !== undefined && code !== '0x';
}

/** The receipt when the transaction is mined, null while it is pending or unknown. Throws on RPC failure. */
export async function findReceipt(target: RpcTarget, hash: Hex): Promise<TransactionReceipt | null> {
  try {
    return await rpcClient(target).getTransactionReceipt({ hash });
  } catch (err) {
    if ((err as { name?: string }).name === 'TransactionReceiptNotFoundError') return null;
    throw err;
  }
}

/** A short human message for an RPC failure (viem's are multi-line with docs links). */
export function rpcErrorMessage(err: unknown): string {
  const e = err as { shortMessage?: string; message?: string; name?: string };
  const refusal = fenceRefusal(err)?.fields?.rpcUrl;
  if (refusal) return refusal;
  if (e.name === 'TimeoutError') return `The RPC did not answer within ${RPC_TIMEOUT_MS / 1000} s`;
  return e.shortMessage ?? e.message?.split('\n')[0] ?? String(err);
}

/** The fence's own refusal (naming rpcUrl) when it is somewhere in the error's cause chain. */
export function fenceRefusal(err: unknown): AppError | null {
  for (let e = err as { cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e instanceof AppError && e.fields?.rpcUrl) return e;
    e = e.cause as typeof e;
  }
  return null;
}
