import { erc20Abi, formatUnits, type Abi, type AbiFunction, type Address, type PublicClient } from 'viem';
import { rpcErrorMessage } from './network-rpc';
import type { UsdConversion } from '~/shared/schemas/capital-sources';

/** The Multicall3 functions used here (same ABI as the canonical contract). */
export const multicall3Abi = [
  {
    type: 'function',
    name: 'getEthBalance',
    stateMutability: 'view',
    inputs: [{ name: 'addr', type: 'address' }],
    outputs: [{ name: 'balance', type: 'uint256' }],
  },
] as const;

/** Chainlink AggregatorV3Interface, the two calls a price feed must answer. */
export const aggregatorAbi = [
  {
    type: 'function',
    name: 'latestRoundData',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'roundId', type: 'uint80' },
      { name: 'answer', type: 'int256' },
      { name: 'startedAt', type: 'uint256' },
      { name: 'updatedAt', type: 'uint256' },
      { name: 'answeredInRound', type: 'uint80' },
    ],
  },
  {
    type: 'function',
    name: 'decimals',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint8' }],
  },
] as const;

/** What to read for one source; the parts match the capital source row. */
export interface CapitalRead {
  measurement: 'native_balance' | 'erc20_balance' | 'view_function';
  contractAddress: Address;
  tokenAddress?: Address | null;
  functionAbi?: AbiFunction | null;
  amountDecimals: number;
  usdConversion: UsdConversion;
  usdRate?: number | null;
  aggregatorAddress?: Address | null;
  aggregatorDecimals?: number | null;
}

export type CapitalReading =
  { ok: true; raw: bigint; amount: number; usd: number | null } | { ok: false; error: string };

interface Call {
  address: Address;
  abi: Abi;
  functionName: string;
  args?: readonly unknown[];
}

export interface ReadBatch {
  readings: CapitalReading[];
  blockNumber: bigint | null;
  /** JSON-RPC calls this batch made (one multicall, or one per read). */
  rpcCalls: number;
}

/**
 * Reads every source of one network at one block: through Multicall3 in one eth_call when the
 * network has one, else one call per read. Never throws: an RPC failure fails every reading.
 */
export async function readCapitalSources({
  client,
  reads,
  multicallAddress,
}: {
  client: PublicClient;
  reads: CapitalRead[];
  multicallAddress?: Address | null;
}): Promise<ReadBatch> {
  let blockNumber: bigint;
  try {
    // viem caches the block number for ~4 s by default; a sync must read the live one.
    blockNumber = await client.getBlockNumber({ cacheTime: 0 });
  } catch (err) {
    const error = rpcErrorMessage(err);
    return { readings: reads.map(() => ({ ok: false, error })), blockNumber: null, rpcCalls: 1 };
  }
  const plans = reads.map((read) => planCalls(read, multicallAddress ?? null));
  const calls = plans.flatMap((p) => p.calls);
  let results: Array<{ ok: true; value: unknown } | { ok: false; error: string }>;
  let rpcCalls = 1;
  if (multicallAddress) {
    try {
      const out = await client.multicall({
        contracts: calls,
        allowFailure: true,
        multicallAddress,
        blockNumber,
        // One aggregate3 call for the whole network, whatever the calldata size.
        batchSize: 0,
      });
      results = out.map((r) =>
        r.status === 'success'
          ? { ok: true, value: r.result }
          : { ok: false, error: rpcErrorMessage(r.error) },
      );
      rpcCalls += 1;
    } catch (err) {
      const error = rpcErrorMessage(err);
      results = calls.map(() => ({ ok: false, error }));
      rpcCalls += 1;
    }
  } else {
    results = await Promise.all(
      calls.map(async (call) => {
        try {
          const value =
            call.functionName === 'getBalance'
              ? await client.getBalance({ address: call.address, blockNumber })
              : await client.readContract({ ...call, blockNumber });
          return { ok: true as const, value };
        } catch (err) {
          return { ok: false as const, error: rpcErrorMessage(err) };
        }
      }),
    );
    rpcCalls += calls.length;
  }
  let next = 0;
  const readings = reads.map((read, i) => {
    const slice = results.slice(next, next + plans[i]!.calls.length);
    next += plans[i]!.calls.length;
    return toReading(read, slice);
  });
  return { readings, blockNumber, rpcCalls };
}

function planCalls(read: CapitalRead, multicall: Address | null): { calls: Call[] } {
  const calls: Call[] = [];
  if (read.measurement === 'native_balance') {
    calls.push(
      multicall
        ? {
            address: multicall,
            abi: multicall3Abi as unknown as Abi,
            functionName: 'getEthBalance',
            args: [read.contractAddress],
          }
        : { address: read.contractAddress, abi: [], functionName: 'getBalance' },
    );
  } else if (read.measurement === 'erc20_balance') {
    calls.push({
      address: read.tokenAddress!,
      abi: erc20Abi as unknown as Abi,
      functionName: 'balanceOf',
      args: [read.contractAddress],
    });
  } else {
    calls.push({
      address: read.contractAddress,
      abi: [read.functionAbi!],
      functionName: read.functionAbi!.name,
    });
  }
  if (read.usdConversion === 'aggregator') {
    calls.push({
      address: read.aggregatorAddress!,
      abi: aggregatorAbi as unknown as Abi,
      functionName: 'latestRoundData',
    });
  }
  return { calls };
}

function toReading(
  read: CapitalRead,
  results: Array<{ ok: true; value: unknown } | { ok: false; error: string }>,
): CapitalReading {
  const [amountResult, priceResult] = results;
  if (!amountResult?.ok) return { ok: false, error: amountResult?.error ?? 'No result' };
  const raw = amountResult.value;
  if (typeof raw !== 'bigint') return { ok: false, error: 'The amount read is not a number' };
  const amount = Number(formatUnits(raw, read.amountDecimals));
  let usd = usdWithoutChain(read.usdConversion, amount, read.usdRate ?? null) ?? null;
  if (read.usdConversion === 'aggregator') {
    if (!priceResult?.ok) return { ok: false, error: `Price feed: ${priceResult?.error ?? 'no answer'}` };
    const answer = (priceResult.value as readonly unknown[])[1];
    if (typeof answer !== 'bigint' || answer <= 0n)
      return { ok: false, error: 'Price feed answered no positive price' };
    usd = roundCents(amount * Number(formatUnits(answer, read.aggregatorDecimals ?? 8)));
  }
  return { ok: true, raw, amount, usd };
}

const roundCents = (n: number) => Math.round(n * 100) / 100;

/**
 * The USD value an amount has without a price read: itself for `usd`, at the rate for `fixed`, none
 * for `none` (decision 0024); a price feed's value only comes from a read (`undefined`).
 */
export function usdWithoutChain(
  conversion: UsdConversion,
  amount: number,
  rate: number | null,
): number | null | undefined {
  if (conversion === 'none') return null;
  if (conversion === 'usd') return roundCents(amount);
  if (conversion === 'fixed') return rate == null ? null : roundCents(amount * rate);
  return undefined;
}
