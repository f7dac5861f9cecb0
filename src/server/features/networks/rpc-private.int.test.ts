import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '~/shared/errors';
import { signUpAs, type SignedIn } from '../../test/auth';
import { createDeployedProduct, createNetworkRow } from '../../test/contract-factories';
import { createTestContext, type TestContext } from '../../test/harness';

/*
 * Issue 12 item 7: with RPC_ALLOW_PRIVATE off (the default), the read-only RPC proxy and the
 * health check refuse a network whose RPC URL is, or resolves to, a private or local address,
 * before any request leaves the server.
 */

let t: TestContext;
let admin: SignedIn;
let internal: Server;
let internalUrl: string;
let hits = 0;

beforeAll(async () => {
  internal = createServer((_req, res) => {
    hits++;
    res.writeHead(403).end();
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  internalUrl = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
  t = await createTestContext({ env: { RPC_ALLOW_PRIVATE: 'false' } });
  admin = await signUpAs(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => internal.close(resolve));
});

describe('private RPC targets are refused unless RPC_ALLOW_PRIVATE=true', () => {
  const targets = () => [internalUrl, internalUrl.replace('127.0.0.1', 'localhost'), 'http://10.0.0.7:8545'];

  it('refuses the proxy with a 400 naming rpcUrl, contacting nothing', async () => {
    for (const rpcUrl of targets()) {
      const network = await createNetworkRow(t.db, { rpcUrl });
      const res = await t.request(`/api/networks/${network.id}/rpc`, {
        method: 'POST',
        headers: admin.headers,
        json: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      });
      const body = (await res.json()) as ApiErrorBody;
      expect(res.status, rpcUrl).toBe(400);
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(body.error.fields?.rpcUrl).toMatch(/private or local address.*RPC_ALLOW_PRIVATE=true/);
    }
    expect(hits).toBe(0);
  });

  it('refuses the health check the same way', async () => {
    for (const rpcUrl of targets()) {
      const network = await createNetworkRow(t.db, { rpcUrl });
      const res = await t.request(`/api/networks/${network.id}/health`, {
        method: 'POST',
        headers: admin.headers,
      });
      expect(res.status, rpcUrl).toBe(400);
      expect(((await res.json()) as ApiErrorBody).error.fields?.rpcUrl, rpcUrl).toMatch(
        /private or local address \((127\.0\.0\.1|localhost is .+|10\.0\.0\.7)\)/,
      );
    }
    expect(hits).toBe(0);
  });

  it('refuses creating or editing a network with a private RPC URL, 400 naming rpcUrl', async () => {
    const json = {
      name: 'Local chain',
      chainId: 31337,
      symbol: 'ETH',
      rpcUrl: internalUrl.replace('127.0.0.1', 'localhost'),
      explorerUrl: 'https://explorer.example',
      isTestnet: true,
    };
    const created = await t.request('/api/networks', { method: 'POST', headers: admin.headers, json });
    expect(created.status).toBe(400);
    expect(((await created.json()) as ApiErrorBody).error.fields?.rpcUrl).toMatch(
      /^RPC URL points to a private or local address \(localhost is .+\); set RPC_ALLOW_PRIVATE=true/,
    );

    const network = await createNetworkRow(t.db, { rpcUrl: 'https://rpc.example' });
    const edited = await t.request(`/api/networks/${network.id}`, {
      method: 'PATCH',
      headers: admin.headers,
      json: { rpcUrl: 'http://10.0.0.7:8545' },
    });
    expect(edited.status).toBe(400);
    expect(((await edited.json()) as ApiErrorBody).error.fields?.rpcUrl).toContain('(10.0.0.7)');
    expect(hits).toBe(0);
  });

  // Every other server-side RPC call goes through the same fence, not only the proxy and health.
  const tinyAbi = [
    { type: 'function', name: 'owner', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
  ];

  it('refuses registering a contract on such a network, contacting nothing', async () => {
    const network = await createNetworkRow(t.db, { rpcUrl: internalUrl });
    const res = await t.request('/api/contracts', {
      method: 'POST',
      headers: admin.headers,
      json: {
        networkId: network.id,
        address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        abiSource: 'pasted',
        abi: tinyAbi,
        newProduct: { name: 'Fenced product' },
      },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(((await res.json()) as ApiErrorBody).error.message).toMatch(
      /private or local address \(127\.0\.0\.1\); set RPC_ALLOW_PRIVATE=true/,
    );
    expect(hits).toBe(0);
  });

  it("refuses reading a journaled transaction's receipt and a proxy's slots there, contacting nothing", async () => {
    const { network, deployment } = await createDeployedProduct(t.db, { network: { rpcUrl: internalUrl } });
    const recorded = await t.request(`/api/deployments/${deployment.id}/transactions`, {
      method: 'POST',
      headers: admin.headers,
      json: { functionName: 'owner', txHash: `0x${'ab'.repeat(32)}`, chainId: network.chainId },
    });
    expect(recorded.status).toBe(201);
    const { id } = (await recorded.json()) as { id: string };
    const verify = await t.request(`/api/deployments/${deployment.id}/transactions/${id}`, {
      method: 'PATCH',
      headers: admin.headers,
      json: { verify: true },
    });
    expect(verify.status).toBeGreaterThanOrEqual(400);
    expect(await verify.text()).toContain('private or local address');

    const proxy = await t.request(`/api/contracts/${deployment.id}/proxy`, { headers: admin.headers });
    expect(proxy.status).toBeGreaterThanOrEqual(400);
    expect(await proxy.text()).toContain('private or local address');
    expect(hits).toBe(0);
  });
});
