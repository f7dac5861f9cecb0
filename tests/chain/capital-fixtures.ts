import { createWalletClient, getAddress, http, parseEther, type Abi, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { compileContract } from './compile';
import type { LocalChain } from './local-chain';

export interface CapitalFixtures {
  sale: Address;
  saleAbi: Abi;
  token: Address;
  tokenAbi: Abi;
  /** The contract holding the stablecoins raised: the sale itself, as a treasury contract would. */
  treasury: Address;
  feed: Address;
  feedAbi: Abi;
  /** Buys from the sale with native value (the buyer is hardhat account #1). */
  buy(value: bigint): Promise<void>;
  /** Sends stablecoins (6 decimals) from the owner to the treasury. */
  fundTreasury(amount: bigint): Promise<void>;
}

/**
 * The contracts capital sources are read from: a sale receiving native value with a totalRaised()
 * view, an ERC-20 with 6 decimals held by the sale as its treasury, and a price feed answering 25.00 USD (8 decimals).
 */
export async function deployCapitalFixtures(chain: LocalChain): Promise<CapitalFixtures> {
  const owner = createWalletClient({
    account: privateKeyToAccount(chain.ownerKey),
    chain: chain.chain,
    transport: http(chain.rpcUrl),
  });
  const buyer = createWalletClient({
    account: privateKeyToAccount(chain.otherKey),
    chain: chain.chain,
    transport: http(chain.rpcUrl),
  });
  const deploy = async (name: string, args: unknown[] = []) => {
    const compiled = compileContract(name);
    const hash = await owner.deployContract({ abi: compiled.abi, bytecode: compiled.bytecode, args });
    const receipt = await chain.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    return { address: getAddress(receipt.contractAddress!), abi: compiled.abi };
  };
  const sale = await deploy('CapitalSale');
  const token = await deploy('StableToken', [1_000_000_000n * 10n ** 6n]);
  const feed = await deploy('PriceFeed', [25n * 10n ** 8n]);
  const treasury = sale.address;
  const wait = (hash: Hex) => chain.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  return {
    sale: sale.address,
    saleAbi: sale.abi,
    token: token.address,
    tokenAbi: token.abi,
    treasury,
    feed: feed.address,
    feedAbi: feed.abi,
    async buy(value = parseEther('1')) {
      await wait(
        await buyer.writeContract({ address: sale.address, abi: sale.abi, functionName: 'buy', value }),
      );
    },
    async fundTreasury(amount: bigint) {
      await wait(
        await owner.writeContract({
          address: token.address,
          abi: token.abi,
          functionName: 'transfer',
          args: [treasury, amount],
        }),
      );
    },
  };
}
