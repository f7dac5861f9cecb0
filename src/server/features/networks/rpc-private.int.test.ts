import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAs, type SignedIn } from '../../test/auth';
import { createNetworkRow } from '../../test/contract-factories';
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

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

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
      const body = (await res.json()) as ErrorBody;
      expect(res.status, rpcUrl).toBe(400);
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(body.error.fields?.rpcUrl).toMatch(/private or local address.*RPC_ALLOW_PRIVATE=true/);
    }
    expect(hits).toBe(0);
  });

  it('refuses the health check the same way', async () => {
    const network = await createNetworkRow(t.db, { rpcUrl: internalUrl });
    const res = await t.request(`/api/networks/${network.id}/health`, {
      method: 'POST',
      headers: admin.headers,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields?.rpcUrl).toContain('127.0.0.1');
    expect(hits).toBe(0);
  });

  it('still saves a network with a private RPC URL (refused at use)', async () => {
    const res = await t.request('/api/networks', {
      method: 'POST',
      headers: admin.headers,
      json: {
        name: 'Local chain',
        chainId: 31337,
        symbol: 'ETH',
        rpcUrl: internalUrl,
        explorerUrl: 'https://explorer.example',
        isTestnet: true,
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
  });
});
