import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '~/shared/errors';
import { networks } from '../../db/schema/index';
import { signUpAs, type SignedIn } from '../../test/auth';
import { createNetworkRow, uniqueChainId } from '../../test/contract-factories';
import { createTestContext, type TestContext } from '../../test/harness';

/*
 * Issue 35 item 6: an explorer API URL is called by the server (ABI lookups), so it is judged when
 * saved, by the fence that judges each call, like the RPC URL: a private or local one is a 400
 * naming explorerApiUrl and nothing is stored. Item 5: the IPv6 forms of an inside IPv4 address too.
 */

let t: TestContext;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestContext({ env: { RPC_ALLOW_PRIVATE: 'false' } });
  admin = await signUpAs(t, { role: 'admin' });
});
afterAll(() => t.close());

// Literal addresses: nothing here depends on a resolver. 1.1.1.1 is a public address.
const PUBLIC_RPC = 'https://1.1.1.1/rpc';
const PUBLIC_API = 'https://1.1.1.1/api';

const insideApis: Array<[string, string]> = [
  ['http://127.0.0.1:3650/api', '127.0.0.1'],
  ['http://[::1]:3650/api', '::1'],
  ['http://169.254.169.254/latest/meta-data', '169.254.169.254'],
  ['http://[::127.0.0.1]:3650/api', '::7f00:1'],
  ['http://[64:ff9b::127.0.0.1]:3650/api', '64:ff9b::7f00:1'],
  ['http://[::ffff:0:7f00:1]/api', '::ffff:0:7f00:1'],
  ['http://192.0.2.10/api', '192.0.2.10'],
];
const refusal = (host: string) =>
  `Explorer API URL points to a private or local address (${host}); set RPC_ALLOW_PRIVATE=true to allow it`;

async function errorOf(res: Response) {
  return ((await res.json()) as ApiErrorBody).error;
}

describe('a network whose explorer API URL points inside is refused when saved', () => {
  it.each(insideApis)('POST with %s: 400 naming explorerApiUrl, no row', async (explorerApiUrl, host) => {
    const chainId = uniqueChainId();
    const res = await t.request('/api/networks', {
      method: 'POST',
      headers: admin.headers,
      json: {
        name: 'Fenced',
        chainId,
        symbol: 'TST',
        rpcUrl: PUBLIC_RPC,
        explorerUrl: 'https://explorer.example',
        explorerApiUrl,
      },
    });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toEqual({ explorerApiUrl: refusal(host) });
    expect(await t.db.select().from(networks).where(eq(networks.chainId, chainId))).toEqual([]);
  });

  it.each(insideApis)(
    'PATCH with %s: 400 naming explorerApiUrl, the row unchanged',
    async (explorerApiUrl, host) => {
      const network = await createNetworkRow(t.db, { rpcUrl: PUBLIC_RPC, explorerApiUrl: PUBLIC_API });
      const res = await t.request(`/api/networks/${network.id}`, {
        method: 'PATCH',
        headers: admin.headers,
        json: { explorerApiUrl, name: 'Renamed' },
      });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields).toEqual({ explorerApiUrl: refusal(host) });
      const [row] = await t.db.select().from(networks).where(eq(networks.id, network.id));
      expect(row).toMatchObject({ explorerApiUrl: PUBLIC_API, name: network.name });
    },
  );

  it('names both fields when the RPC URL and the explorer API URL point inside', async () => {
    const network = await createNetworkRow(t.db, { rpcUrl: PUBLIC_RPC });
    const res = await t.request(`/api/networks/${network.id}`, {
      method: 'PATCH',
      headers: admin.headers,
      json: { rpcUrl: 'http://[::127.0.0.1]:3650/', explorerApiUrl: 'http://[64:ff9b::127.0.0.1]:3650/api' },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({
      rpcUrl:
        'RPC URL points to a private or local address (::7f00:1); set RPC_ALLOW_PRIVATE=true to allow it',
      explorerApiUrl: refusal('64:ff9b::7f00:1'),
    });
    const [row] = await t.db.select().from(networks).where(eq(networks.id, network.id));
    expect(row).toMatchObject({ rpcUrl: PUBLIC_RPC, explorerApiUrl: null });
  });

  it('stores a public explorer API URL, and clears it with an empty one', async () => {
    const network = await createNetworkRow(t.db, { rpcUrl: PUBLIC_RPC });
    const set = await t.request(`/api/networks/${network.id}`, {
      method: 'PATCH',
      headers: admin.headers,
      json: { explorerApiUrl: PUBLIC_API },
    });
    expect(set.status).toBe(200);
    expect(((await set.json()) as { explorerApiUrl: string | null }).explorerApiUrl).toBe(PUBLIC_API);
    const cleared = await t.request(`/api/networks/${network.id}`, {
      method: 'PATCH',
      headers: admin.headers,
      json: { explorerApiUrl: '' },
    });
    expect(cleared.status).toBe(200);
    const [row] = await t.db.select().from(networks).where(eq(networks.id, network.id));
    expect(row!.explorerApiUrl).toBeNull();
  });
});
