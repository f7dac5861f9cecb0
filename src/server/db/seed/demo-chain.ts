import { and, eq } from 'drizzle-orm';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  getAddress,
  http,
  keccak256,
  parseEther,
  toHex,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { abiHash, type AbiJson } from '~/shared/abi';
import { networkSchema } from '~/shared/schemas/networks';
import type { Db } from '../client';
import { deployedAt } from '../deployed-at';
import {
  contractAbis,
  contractDeployments,
  contractTransactions,
  linkedWallets,
  networks,
  products,
  users,
} from '../schema/index';
import compiled from './demo-contracts.json';

/** Hardhat's default chain id: no real network uses it, so it never collides with a seeded row. */
export const DEMO_CHAIN_ID = 31337;
export const DEMO_NETWORK_NAME = 'Local demo chain';

/**
 * Hardhat's well-known default accounts #0 and #1, funded with 10,000 ETH on every fresh hardhat
 * chain. PUBLIC TEST KEYS: anyone can sign with them; never send real funds to these addresses.
 */
export const DEMO_TEST_KEYS = {
  deployer: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  operator: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
} as const satisfies Record<string, Hex>;

type ContractName = keyof typeof compiled;
const artifact = (name: ContractName) => compiled[name] as unknown as { abi: Abi; bytecode: Hex };

export interface DemoContract {
  product: string;
  label: string;
  address: Address;
  /** What the console should call it with: the implementation's ABI for the proxy. */
  abiName: ContractName;
  adminFunctions: string[];
}

/** A write the demo admin sent from the console, as the journal recorded it. */
interface DemoWrite {
  address: Address;
  functionName: string;
  functionSignature: string;
  args: unknown[];
  hash: Hex;
  /**
   * Mined and read back (success), sent with its receipt never read (pending: 'Check status'), or
   * reported failed by the admin's browser (the chain has not confirmed it; 'Check status' reads it).
   */
  read: boolean | 'reported failed';
  blockNumber: number;
  gasUsed: string;
}

export interface DemoChainResult {
  networkId: string;
  rpcUrl: string;
  chainId: number;
  deployer: Address;
  contracts: DemoContract[];
}

/**
 * `npm run demo` with its local chain: deploys an ERC-20, an ERC-721 and an AccessControl
 * contract behind an EIP-1967 proxy (sources in tests/chain/contracts/Demo*.sol, compiled into
 * demo-contracts.json), makes a few transactions so the console has events to show, and registers
 * them as products and deployments on the 'Local demo chain' network. The chain is new on every
 * start but hardhat's addresses are deterministic, so rows from an earlier start are reused.
 */
export async function seedDemoChain({ db, rpcUrl }: { db: Db; rpcUrl: string }): Promise<DemoChainResult> {
  const chain = defineChain({
    id: DEMO_CHAIN_ID,
    name: DEMO_NETWORK_NAME,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const transport = http(rpcUrl, { retryCount: 0, timeout: 10_000 });
  const publicClient = createPublicClient({ chain, transport });
  const rpcChainId = await publicClient.getChainId();
  if (rpcChainId !== DEMO_CHAIN_ID) {
    throw new Error(`the RPC at ${rpcUrl} reports chain id ${rpcChainId}, not ${DEMO_CHAIN_ID}`);
  }
  const deployer = privateKeyToAccount(DEMO_TEST_KEYS.deployer);
  const operator = privateKeyToAccount(DEMO_TEST_KEYS.operator);
  const wallet = createWalletClient({ account: deployer, chain, transport });

  async function deploy(name: ContractName, args: unknown[]): Promise<Address> {
    const { abi, bytecode } = artifact(name);
    const hash = await wallet.deployContract({ abi, bytecode, args });
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (!receipt.contractAddress) throw new Error(`${name} deployment returned no contract address`);
    return getAddress(receipt.contractAddress);
  }
  const writes: DemoWrite[] = [];
  async function call(address: Address, name: ContractName, functionName: string, args: unknown[]) {
    const hash = await wallet.writeContract({ address, abi: artifact(name).abi, functionName, args });
    return publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  }
  /** A call the journal shows, as if the demo admin had sent it from the console. */
  async function journaled(
    address: Address,
    name: ContractName,
    signature: string,
    args: unknown[],
    read: DemoWrite['read'],
  ) {
    const functionName = signature.slice(0, signature.indexOf('('));
    const receipt = await call(address, name, functionName, args);
    writes.push({
      address,
      functionName,
      functionSignature: signature,
      args: args.map((a) => (typeof a === 'bigint' ? a.toString() : a)),
      hash: receipt.transactionHash,
      read,
      blockNumber: Number(receipt.blockNumber),
      gasUsed: receipt.gasUsed.toString(),
    });
  }

  const token = await deploy('DemoToken', ['Hatchery Demo Token', 'HDT', parseEther('1000000')]);
  await journaled(
    token,
    'DemoToken',
    'transfer(address,uint256)',
    [operator.address, parseEther('2500')],
    true,
  );
  const nft = await deploy('DemoNft', ['Hatchery Demo Badges', 'HDB']);
  await journaled(nft, 'DemoNft', 'mint(address)', [deployer.address], true);
  await journaled(nft, 'DemoNft', 'mint(address)', [operator.address], false);
  await journaled(nft, 'DemoNft', 'mint(address)', [deployer.address], 'reported failed');
  const implementation = await deploy('DemoRoles', []);
  const init = encodeFunctionData({
    abi: artifact('DemoRoles').abi,
    functionName: 'initialize',
    args: [deployer.address],
  });
  const proxy = await deploy('DemoProxy', [implementation, deployer.address, init]);
  await call(proxy, 'DemoRoles', 'grantRole', [keccak256(toHex('OPERATOR_ROLE')), operator.address]);

  const contracts: DemoContract[] = [
    {
      product: 'Demo Token',
      label: 'HDT token (ERC-20)',
      address: token,
      abiName: 'DemoToken',
      adminFunctions: ['mint(address,uint256)', 'transferOwnership(address)'],
    },
    {
      product: 'Demo Badges',
      label: 'HDB badges (ERC-721)',
      address: nft,
      abiName: 'DemoNft',
      adminFunctions: ['mint(address)'],
    },
    {
      product: 'Demo Roles',
      label: 'Roles behind an EIP-1967 proxy',
      address: proxy,
      abiName: 'DemoRoles',
      adminFunctions: ['grantRole(bytes32,address)', 'revokeRole(bytes32,address)'],
    },
  ];
  const networkId = await register(db, rpcUrl, contracts, { from: deployer.address, writes });
  return { networkId, rpcUrl, chainId: DEMO_CHAIN_ID, deployer: deployer.address, contracts };
}

async function register(
  db: Db,
  rpcUrl: string,
  contracts: DemoContract[],
  journal: { from: Address; writes: DemoWrite[] },
): Promise<string> {
  // A local chain has no explorer: its addresses and hashes are shown without links. The row goes
  // through the schema an admin's form goes through, so the seed cannot store what the API refuses.
  const row = networkSchema.parse({
    name: DEMO_NETWORK_NAME,
    chainId: DEMO_CHAIN_ID,
    symbol: 'ETH',
    rpcUrl,
    explorerUrl: null,
    isTestnet: true,
    isActive: true,
  });
  return db.transaction(async (tx) => {
    // The port may differ between starts (8545 taken): the row follows the chain. A row from an
    // older seed, whose "explorer" was the node itself, loses it too.
    const [network] = await tx
      .insert(networks)
      .values(row)
      .onConflictDoUpdate({
        target: networks.chainId,
        set: { rpcUrl: row.rpcUrl, explorerUrl: row.explorerUrl, isActive: true, updatedAt: new Date() },
      })
      .returning({ id: networks.id });
    const networkId = network!.id;
    for (const c of contracts) {
      const [existingProduct] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.name, c.product));
      const productId =
        existingProduct?.id ??
        (
          await tx
            .insert(products)
            .values({
              name: c.product,
              description: `${c.label} on the ${DEMO_NETWORK_NAME}`,
              tags: ['demo'],
            })
            .returning({ id: products.id })
        )[0]!.id;
      const [existing] = await tx
        .select({ id: contractDeployments.id })
        .from(contractDeployments)
        .where(and(eq(contractDeployments.productId, productId), deployedAt(DEMO_CHAIN_ID, c.address)));
      if (existing) continue;
      const abi = artifact(c.abiName).abi as AbiJson;
      const [abiRow] = await tx
        .insert(contractAbis)
        .values({
          name: c.abiName,
          abi,
          abiHash: abiHash(abi),
          source: 'pasted',
          adminFunctionsJson: c.adminFunctions,
        })
        .returning({ id: contractAbis.id });
      await tx.insert(contractDeployments).values({
        productId,
        networkId,
        chainId: DEMO_CHAIN_ID,
        contractAddress: c.address,
        contractAbiId: abiRow!.id,
        label: c.label,
      });
    }
    // The demo admin's settings show a linked wallet (account #0); account #1 stays unlinked, so
    // the console's 'unlinked wallet' question can be seen by importing that key instead.
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
    if (admin) {
      await tx
        .insert(linkedWallets)
        .values({
          userId: admin.id,
          address: privateKeyToAccount(DEMO_TEST_KEYS.deployer).address,
          chainId: DEMO_CHAIN_ID,
        })
        .onConflictDoNothing();
    }
    for (const w of journal.writes) {
      const [deployment] = await tx
        .select({ id: contractDeployments.id, productId: contractDeployments.productId })
        .from(contractDeployments)
        .where(deployedAt(DEMO_CHAIN_ID, w.address));
      if (!deployment) continue;
      await tx
        .insert(contractTransactions)
        .values({
          deploymentId: deployment.id,
          productId: deployment.productId,
          userId: admin?.id ?? null,
          functionName: w.functionName,
          functionSignature: w.functionSignature,
          args: w.args,
          txHash: w.hash,
          chainId: DEMO_CHAIN_ID,
          contractAddress: w.address,
          fromAddress: journal.from,
          walletLinked: admin !== undefined,
          ...(w.read === true
            ? { status: 'success' as const, blockNumber: w.blockNumber, gasUsed: w.gasUsed }
            : w.read === 'reported failed' && admin
              ? { status: 'failed' as const, reportedBy: admin.id, error: 'Wallet connection lost' }
              : {}),
        })
        // Hardhat's hashes repeat on every fresh chain: a row from an earlier start stays as it is.
        .onConflictDoNothing();
    }
    return networkId;
  });
}

/** demo-logins.ts's admin. */
const DEMO_ADMIN_EMAIL = 'admin@demo.hatchery.local';

/** What `npm run demo` prints: how to point a wallet at the chain, with the test-only key. */
export function demoChainInstructions(result: DemoChainResult): string {
  const lines = [
    `Local demo chain running at ${result.rpcUrl} (chain id ${result.chainId}, currency ETH).`,
    'Connect a wallet: add a network with that RPC URL and chain id, then import this account:',
    `  address     ${result.deployer}`,
    `  private key ${DEMO_TEST_KEYS.deployer}`,
    "  TEST ONLY: this is hardhat's public default key #0; anyone can sign with it. Never use it on a real network.",
    'Demo contracts (products on /products, consoles on /interfaces):',
    ...result.contracts.map((c) => `  ${c.label.padEnd(32)} ${c.address}`),
  ];
  return lines.join('\n');
}
