import { createWalletClient, http, parseEther, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import type { ContractTransaction } from '~/shared/schemas/journal';
import type { LocalChain } from '../../../../tests/chain/local-chain';
import { signUpAs, type SignedIn } from '../../test/auth';
import { registerOnChain, withChainContext } from '../../test/chain-context';
import { linkWalletAs } from '../../test/wallet-links';
import type { TestContext } from '../../test/harness';

let t: TestContext;
let chain: LocalChain;
let admin: SignedIn;
let deployment: DeploymentDetail;

withChainContext((ctx) => {
  ({ t, chain, admin } = ctx);
});
beforeAll(async () => {
  const more = { adminFunctions: ['mint'], newProduct: { name: 'Journal product' } };
  deployment = await registerOnChain({ t, chain, admin }, chain, more);
});

function wallet(key: Hex) {
  return createWalletClient({
    account: privateKeyToAccount(key),
    chain: chain.chain,
    transport: http(chain.rpcUrl),
  });
}

/**
 * A call of the test contract sent from the wallet of `key`. A set `gas` skips estimation, so a
 * reverting call is still mined.
 */
function write(
  key: Hex,
  call: { functionName: string; args?: readonly unknown[]; gas?: bigint; value?: bigint },
) {
  return wallet(key).writeContract({ address: chain.address, abi: chain.abi, ...call });
}

const base = () => `/api/deployments/${deployment.id}/transactions`;

async function record(body: Record<string, unknown>) {
  return t.request(base(), { method: 'POST', json: body, headers: admin.headers });
}

async function verify(id: string) {
  return t.request(`${base()}/${id}`, { method: 'PATCH', json: { verify: true }, headers: admin.headers });
}

/** The entry a record() or verify() answered with. */
async function entryOf(answer: Promise<Response>) {
  return (await (await answer).json()) as ContractTransaction;
}

describe('transaction journal', () => {
  it('records an owner mint and verifies its receipt on the chain', async () => {
    const hash = await write(chain.ownerKey, { functionName: 'mint', args: [chain.otherAddress, 5n] });
    const res = await record({
      functionName: 'mint',
      functionSignature: 'mint(address, uint256)',
      args: [chain.otherAddress, '5'],
      txHash: hash,
      chainId: 43113,
      fromAddress: chain.ownerAddress,
    });
    expect(res.status).toBe(201);
    const entry = (await res.json()) as ContractTransaction;
    expect(entry).toMatchObject({
      status: 'pending',
      functionSignature: 'mint(address,uint256)',
      userId: admin.user.id,
      walletLinked: false,
      userEmail: admin.email,
      contractAddress: chain.address,
      productId: deployment.productId,
      args: [chain.otherAddress, '5'],
    });

    const verified = await verify(entry.id);
    expect(verified.status).toBe(200);
    const receipt = await chain.publicClient.getTransactionReceipt({ hash });
    expect(await verified.json()).toMatchObject({
      status: 'success',
      blockNumber: Number(receipt.blockNumber),
      gasUsed: receipt.gasUsed.toString(),
      error: null,
    });
  });

  it('marks a non-owner mint that was mined anyway as reverted', async () => {
    const hash = await write(chain.otherKey, {
      functionName: 'mint',
      args: [chain.otherAddress, 1n],
      gas: 100_000n,
    });
    const entry = await entryOf(record({ functionName: 'mint', args: [], txHash: hash, chainId: 43113 }));
    const verified = await entryOf(verify(entry.id));
    expect(verified.status).toBe('reverted');
    expect(verified.fromAddress).toBe(chain.otherAddress);

    expect(verified.reportedBy).toBeNull();

    // A mined result is final: not even a reported failure changes it.
    const change = await t.request(`${base()}/${entry.id}`, {
      method: 'PATCH',
      json: { status: 'failed' },
      headers: admin.headers,
    });
    expect(change.status).toBe(409);
  });

  it.each([
    [
      { status: 'success' },
      'status',
      /^Only failed can be reported; success or reverted is read from the chain/,
    ],
    [{ status: 'reverted', error: 'execution reverted' }, 'status', /^Only failed can be reported/],
    [{ status: 'pending' }, 'status', /^Only failed can be reported/],
    [{ status: 'mined' }, 'status', /^Status must be one of pending, success, reverted, failed$/],
    [{ status: 'failed', blockNumber: 12 }, 'blockNumber', /^Block number is read from the chain's receipt/],
    [{ status: 'failed', gasUsed: '21000' }, 'gasUsed', /^Gas used is read from the chain's receipt/],
    [{ verify: true, status: 'failed' }, 'status', /^Ask to verify or report failed, not both/],
  ])('refuses a reported outcome %j naming %s, storing nothing', async (body, field, message) => {
    const hash = await write(chain.ownerKey, { functionName: 'mint', args: [chain.otherAddress, 2n] });
    const entry = await entryOf(record({ functionName: 'mint', txHash: hash, chainId: 43113 }));
    const res = await t.request(`${base()}/${entry.id}`, {
      method: 'PATCH',
      json: body,
      headers: admin.headers,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields[field]).toMatch(
      message,
    );
    const [stored] = (
      (await (await t.request(base(), { headers: admin.headers })).json()) as ContractTransaction[]
    ).filter((e) => e.id === entry.id);
    expect(stored).toMatchObject({ status: 'pending', blockNumber: null, gasUsed: null, reportedBy: null });
  });

  it('records a payable call with its value, and a wallet failure as failed', async () => {
    const hash = await write(chain.otherKey, { functionName: 'buy', value: parseEther('0.5') });
    const entry = await entryOf(
      record({ functionName: 'buy', txHash: hash, chainId: 43113, value: parseEther('0.5').toString() }),
    );
    expect(entry.value).toBe('500000000000000000');

    const failed = await t.request(`${base()}/${entry.id}`, {
      method: 'PATCH',
      json: { status: 'failed', error: 'User rejected the request' },
      headers: admin.headers,
    });
    expect(await failed.json()).toMatchObject({
      status: 'failed',
      error: 'User rejected the request',
      reportedBy: admin.user.id,
      reportedByName: admin.user.name,
    });

    // The chain's word replaces the report: the receipt says it was mined fine.
    expect(await entryOf(verify(entry.id))).toMatchObject({
      status: 'success',
      error: null,
      reportedBy: null,
      reportedByName: null,
    });
  });

  it('keeps a transaction not yet mined pending', async () => {
    await chain.publicClient.request({ method: 'evm_setAutomine' as never, params: [false] as never });
    try {
      const hash = await write(chain.ownerKey, {
        functionName: 'mint',
        args: [chain.ownerAddress, 1n],
        gas: 100_000n,
      });
      const entry = await entryOf(record({ functionName: 'mint', txHash: hash, chainId: 43113 }));
      expect((await entryOf(verify(entry.id))).status).toBe('pending');
      await chain.publicClient.request({ method: 'evm_mine' as never, params: [] as never });
      expect((await entryOf(verify(entry.id))).status).toBe('success');
    } finally {
      await chain.publicClient.request({ method: 'evm_setAutomine' as never, params: [true] as never });
    }
  });

  it('refuses a receipt that belongs to another contract (409)', async () => {
    const hash = await wallet(chain.ownerKey).sendTransaction({ to: chain.otherAddress, value: 1n });
    const entry = await entryOf(record({ functionName: 'mint', txHash: hash, chainId: 43113 }));
    const res = await verify(entry.id);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toContain('was not sent to this contract');
  });

  it.each([
    [{ functionName: 'mint', txHash: '0x1234', chainId: 43113 }, 'txHash'],
    [{ functionName: 'mint', txHash: `0x${'ab'.repeat(32)}`, chainId: 43114 }, 'chainId'],
    [{ functionName: 'burn', txHash: `0x${'ac'.repeat(32)}`, chainId: 43113 }, 'functionName'],
    [{ functionName: 'mint', txHash: `0x${'ad'.repeat(32)}`, chainId: 43113, value: '-1' }, 'value'],
  ])('refuses %j naming %s', async (body, field) => {
    const res = await record(body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty(field);
  });

  it('refuses the same hash twice (409)', async () => {
    const body = { functionName: 'mint', txHash: `0x${'ee'.repeat(32)}`, chainId: 43113 };
    expect((await record(body)).status).toBe(201);
    expect((await record({ ...body, txHash: body.txHash.toUpperCase().replace('0X', '0x') })).status).toBe(
      409,
    );
  });

  it('records whether the sending wallet is linked to the recording account', async () => {
    expect((await linkWalletAs(t, admin, chain.ownerKey)).status).toBe(201);
    // Each mint is recorded as sent from the linked owner wallet; the receipt says who really sent it.
    const mintAs = async (key: Hex) => {
      const txHash = await write(key, {
        functionName: 'mint',
        args: [chain.ownerAddress, 1n],
        gas: 100_000n,
      });
      return entryOf(
        record({ functionName: 'mint', txHash, chainId: 43113, fromAddress: chain.ownerAddress }),
      );
    };
    const linked = await mintAs(chain.ownerKey);
    expect(linked).toMatchObject({ userId: admin.user.id, userEmail: admin.email, walletLinked: true });

    // The other wallet is not linked; claiming to be the linked one does not survive the receipt.
    const claimed = await mintAs(chain.otherKey);
    expect(claimed.walletLinked).toBe(true);
    const verified = await entryOf(verify(claimed.id));
    expect(verified).toMatchObject({
      fromAddress: chain.otherAddress,
      walletLinked: false,
      userId: admin.user.id,
    });
  });

  it('lists the journal per deployment and per product, newest first', async () => {
    const perDeployment = (await (
      await t.request(base(), { headers: admin.headers })
    ).json()) as ContractTransaction[];
    const perProduct = (await (
      await t.request(`/api/products/${deployment.productId}/transactions`, { headers: admin.headers })
    ).json()) as ContractTransaction[];
    expect(perDeployment.length).toBeGreaterThanOrEqual(5);
    expect(perProduct.map((e) => e.id)).toEqual(perDeployment.map((e) => e.id));
    const times = perDeployment.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(
      (
        await t.request('/api/deployments/00000000-0000-4000-8000-000000000000/transactions', {
          headers: admin.headers,
        })
      ).status,
    ).toBe(404);
  });

  it('keeps the journal when the deployment is deleted', async () => {
    const before = (await (
      await t.request(base(), { headers: admin.headers })
    ).json()) as ContractTransaction[];
    await t.request(`/api/contracts/${deployment.id}`, { method: 'DELETE', headers: admin.headers });
    const product = (await (
      await t.request(`/api/products/${deployment.productId}/transactions`, { headers: admin.headers })
    ).json()) as ContractTransaction[];
    expect(product.map((e) => e.txHash).sort()).toEqual(before.map((e) => e.txHash).sort());
    expect(product.every((e) => e.deploymentId === null)).toBe(true);
  });

  it('is for admins only', async () => {
    const user = await signUpAs(t, { role: 'user' });
    expect((await t.request(base())).status).toBe(401);
    expect((await t.request(base(), { headers: user.headers })).status).toBe(403);
  });
});
