import { z } from 'zod';
import { rpcResponse, type rpcBody, type RpcRequest } from '~/shared/schemas/networks';
import { RPC_TIMEOUT_MS } from '../../chain/network-rpc';
import { fencedRpcFetch } from '../../chain/rpc-target';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { getNetwork } from './service';

/**
 * Read-only JSON-RPC methods the admin console may call through the server. Writes go through
 * the admin's own wallet, never through us; node-control namespaces (debug_, evm_, hardhat_…)
 * are not reachable.
 */
export const proxiedMethods = new Set([
  'eth_chainId',
  'net_version',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getLogs',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
]);

type RpcResponse = Extract<z.output<typeof rpcResponse>, { jsonrpc: '2.0' }>;

/**
 * Forwards read-only calls to the network's RPC so the console reads chains from our own origin
 * (no CSP connect-src entry per network, and admin-added networks work at once). Disallowed
 * methods get a JSON-RPC error; an unreachable node is a 502.
 */
export async function proxyRpc({
  db,
  networkId,
  body,
  allowPrivate,
}: {
  db: DbOrTx;
  networkId: string;
  body: z.output<typeof rpcBody>;
  /** config.RPC_ALLOW_PRIVATE: whether the RPC URL may point at a private or local address. */
  allowPrivate: boolean;
}): Promise<RpcResponse | RpcResponse[]> {
  const network = await getNetwork({ db, id: networkId });
  const calls = Array.isArray(body) ? body : [body];
  const refused = new Map<RpcRequest, RpcResponse>();
  for (const call of calls) {
    if (!proxiedMethods.has(call.method)) {
      refused.set(call, {
        jsonrpc: '2.0',
        id: call.id ?? null,
        error: {
          code: -32601,
          message: `Method ${call.method} is not available through Hatchery's read-only RPC`,
        },
      });
    }
  }
  const forwarded = calls.filter((c) => !refused.has(c));
  let answers: RpcResponse[] = [];
  if (forwarded.length > 0) {
    let res: Response;
    try {
      res = await fencedRpcFetch(allowPrivate)(network.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(Array.isArray(body) ? forwarded : forwarded[0]),
        signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
      });
    } catch (err) {
      // The fence's refusal (a private address when connecting, a redirect) names rpcUrl as it is.
      if (err instanceof AppError) throw err;
      const reason =
        (err as Error).name === 'TimeoutError'
          ? `no answer within ${RPC_TIMEOUT_MS / 1000} s`
          : (err as Error).message;
      throw new AppError('NETWORK_ERROR', `Could not reach the ${network.name} RPC: ${reason}`);
    }
    if (!res.ok) throw new AppError('NETWORK_ERROR', `The ${network.name} RPC answered HTTP ${res.status}`);
    // Checked here, not only when the answer is encoded: a node that does not speak JSON-RPC 2.0
    // is the node's fault (502), not a server error.
    const parsed = rpcResponse.safeParse(await res.json().catch(() => null));
    if (!parsed.success) {
      throw new AppError('NETWORK_ERROR', `The ${network.name} RPC sent a response that is not JSON-RPC`);
    }
    answers = (Array.isArray(parsed.data) ? parsed.data : [parsed.data]) as RpcResponse[];
  }
  if (!Array.isArray(body)) return refused.get(body) ?? answers[0]!;
  // Answer in request order, matching forwarded answers by id.
  const byId = new Map(answers.map((a) => [JSON.stringify(a.id), a]));
  return calls.map(
    (c, i) =>
      refused.get(c) ??
      byId.get(JSON.stringify(c.id ?? null)) ??
      answers[forwarded.indexOf(c)] ?? {
        jsonrpc: '2.0',
        id: c.id ?? null,
        error: { code: -32603, message: `No answer for call ${i + 1}` },
      },
  );
}
