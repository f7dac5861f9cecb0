import { eq } from 'drizzle-orm';
import { erc20Abi, type Abi, type AbiFunction, type Address, type PublicClient } from 'viem';
import { validateAbi } from '~/shared/abi';
import type { CapitalMeasurement, UsdConversion } from '~/shared/schemas/capital-sources';
import { aggregatorAbi } from '../../chain/capital-reads';
import { rpcClient, rpcErrorMessage } from '../../chain/network-rpc';
import type { DbOrTx } from '../../db/client';
import { deployedAt } from '../../db/deployed-at';
import { contractAbis, contractDeployments, networks } from '../../db/schema/index';
import { validationError } from '../../http/app-error';

/** A source's chain parts as the form sends them (after zod), merged with the stored row on update. */
export interface SourceChainParts {
  networkId: string;
  contractAddress: Address;
  measurement: CapitalMeasurement;
  tokenAddress?: Address | null;
  functionName?: string | null;
  abiFragment?: Record<string, unknown> | null;
  /** The function stored with the source (update without a new fragment). */
  storedFunctionAbi?: AbiFunction | null;
  amountDecimals?: number | null;
  usdConversion: UsdConversion;
  aggregatorAddress?: Address | null;
}

/** What is written to the row once every part answered as it should. */
export interface CheckedParts {
  networkId: string;
  chainId: number;
  contractAddress: Address;
  measurement: CapitalMeasurement;
  tokenAddress: Address | null;
  functionName: string | null;
  functionAbi: AbiFunction | null;
  amountDecimals: number;
  usdConversion: UsdConversion;
  aggregatorAddress: Address | null;
  aggregatorDecimals: number | null;
}

const refuse = (field: string, message: string) => validationError({ [field]: message }, message);

/**
 * Checks every part against the chain before a source is saved: code at each address, the token
 * answers decimals(), the function is a view/pure returning one integer and answers, the price
 * feed answers latestRoundData. Each refusal is a 400 naming its field.
 */
export async function checkCapitalSource({
  db,
  parts,
  client: given,
  allowPrivate,
}: {
  db: DbOrTx;
  /** config.RPC_ALLOW_PRIVATE: whether network RPC URLs may point at private or local addresses. */
  allowPrivate: boolean;
  parts: SourceChainParts;
  client?: PublicClient;
}): Promise<CheckedParts> {
  const [network] = await db.select().from(networks).where(eq(networks.id, parts.networkId));
  if (!network) throw refuse('networkId', 'Network not found');
  const client = given ?? rpcClient({ rpcUrl: network.rpcUrl, chainId: network.chainId, allowPrivate });
  const onChain = async <T>(field: string, what: string, read: () => Promise<T>): Promise<T> => {
    try {
      return await read();
    } catch (err) {
      throw refuse(field, `${what} on ${network.name} failed: ${rpcErrorMessage(err)}`);
    }
  };
  const requireCode = async (field: string, address: Address) => {
    const code = await onChain(field, `Reading the code at ${address}`, () => client.getCode({ address }));
    if (!code || code === '0x')
      throw refuse(field, `No contract code found at ${address} on ${network.name}`);
  };

  await requireCode('contractAddress', parts.contractAddress);
  let amountDecimals = parts.amountDecimals ?? 18;
  let functionAbi: AbiFunction | null = null;
  let tokenAddress: Address | null = null;

  if (parts.measurement === 'native_balance') {
    amountDecimals = 18;
  } else if (parts.measurement === 'erc20_balance') {
    tokenAddress = parts.tokenAddress!;
    await requireCode('tokenAddress', tokenAddress);
    const decimals = await onChain('tokenAddress', `Calling decimals() of the token ${tokenAddress}`, () =>
      client.readContract({ address: tokenAddress!, abi: erc20Abi, functionName: 'decimals' }),
    );
    await onChain('tokenAddress', `Calling balanceOf() of the token ${tokenAddress}`, () =>
      client.readContract({
        address: tokenAddress!,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [parts.contractAddress],
      }),
    );
    amountDecimals = decimals;
  } else {
    functionAbi = await resolveFunction({ db, chainId: network.chainId, parts });
    await onChain('functionName', `Calling ${functionAbi.name}() of ${parts.contractAddress}`, () =>
      client.readContract({
        address: parts.contractAddress,
        abi: [functionAbi!],
        functionName: functionAbi!.name,
      }),
    );
  }

  let aggregatorDecimals: number | null = null;
  const aggregatorAddress = parts.usdConversion === 'aggregator' ? parts.aggregatorAddress! : null;
  if (aggregatorAddress) {
    await requireCode('aggregatorAddress', aggregatorAddress);
    const [, answer] = await onChain(
      'aggregatorAddress',
      `Calling latestRoundData() of ${aggregatorAddress}`,
      () =>
        client.readContract({
          address: aggregatorAddress,
          abi: aggregatorAbi,
          functionName: 'latestRoundData',
        }),
    );
    if (answer <= 0n)
      throw refuse('aggregatorAddress', `The price feed at ${aggregatorAddress} answers no positive price`);
    aggregatorDecimals = await onChain(
      'aggregatorAddress',
      `Calling decimals() of ${aggregatorAddress}`,
      () => client.readContract({ address: aggregatorAddress, abi: aggregatorAbi, functionName: 'decimals' }),
    );
  }

  return {
    networkId: network.id,
    chainId: network.chainId,
    contractAddress: parts.contractAddress,
    measurement: parts.measurement,
    tokenAddress,
    functionName: functionAbi?.name ?? null,
    functionAbi,
    amountDecimals,
    usdConversion: parts.usdConversion,
    aggregatorAddress,
    aggregatorDecimals,
  };
}

/** The function from the fragment given, the contract's registered ABI, or the one stored before. */
async function resolveFunction({
  db,
  chainId,
  parts,
}: {
  db: DbOrTx;
  chainId: number;
  parts: SourceChainParts;
}): Promise<AbiFunction> {
  const name = parts.functionName!.replace(/\(\s*\)$/, '').trim();
  let abi: Abi;
  let where: string;
  if (parts.abiFragment) {
    const checked = validateAbi([parts.abiFragment]);
    if (!checked.ok) throw refuse('abiFragment', checked.message);
    if (checked.abi[0]?.type !== 'function')
      throw refuse('abiFragment', 'ABI fragment must describe a function');
    abi = checked.abi;
    where = 'the ABI fragment';
  } else {
    const [registered] = await db
      .select({ abi: contractAbis.abi })
      .from(contractDeployments)
      .innerJoin(contractAbis, eq(contractAbis.id, contractDeployments.contractAbiId))
      .where(deployedAt(chainId, parts.contractAddress))
      .limit(1);
    if (registered) {
      abi = registered.abi;
      where = "the contract's registered ABI";
    } else if (parts.storedFunctionAbi) {
      abi = [parts.storedFunctionAbi];
      where = 'the stored ABI fragment';
    } else {
      throw refuse(
        'functionName',
        `${parts.contractAddress} has no registered ABI on this network: register the contract or give the function's ABI fragment`,
      );
    }
  }
  const named = abi.filter((i): i is AbiFunction => i.type === 'function' && i.name === name);
  if (named.length === 0) throw refuse('functionName', `${name} is not a function of ${where}`);
  const fn = named.find((f) => f.inputs.length === 0);
  if (!fn)
    throw refuse(
      'functionName',
      `${name} takes arguments; a capital source calls a function without arguments`,
    );
  if (fn.stateMutability !== 'view' && fn.stateMutability !== 'pure')
    throw refuse('functionName', `${name} is not a view or pure function`);
  if (fn.outputs.length !== 1 || !/^u?int\d*$/.test(fn.outputs[0]!.type))
    throw refuse('functionName', `${name} must return one uint or int amount`);
  return fn;
}
