import { createServer, type Server } from 'node:http';
import { isIP, type AddressInfo, type LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startResettingServer, settle } from '../../../tests/chain/resetting-server';
import { AppError } from '../http/app-error';
import {
  assertPublicTarget,
  assertRpcTargetAllowed,
  EXPLORER_TARGET,
  fencedFetch,
  fencedRpcFetch,
  isPrivateAddress,
  RPC_TARGET,
  WEBHOOK_TARGET,
} from './rpc-target';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254',
    '100.64.0.1', '0.0.0.0', '::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  }); // prettier-ignore

  // Issue 35 items 5 and 10: IPv6 forms that carry an inside IPv4 address, and ranges that are
  // not anybody's public address (documentation, benchmarking, site-local, discard, ORCHID...).
  it.each([
    ['::127.0.0.1', 'IPv4-compatible, as typed'],
    ['::7f00:1', 'IPv4-compatible'],
    ['::a9fe:a9fe', 'IPv4-compatible 169.254.169.254'],
    ['64:ff9b::127.0.0.1', 'NAT64, as typed'],
    ['64:ff9b::7f00:1', 'NAT64 well-known prefix'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['64:ff9b:1::a00:1', 'NAT64 local-use prefix, /96 layout'],
    ['64:ff9b:1:a00:1::808:808', 'NAT64 local-use prefix: 10.0.1.0 in the /48 layout, 8.8.8.8 in the /96'],
    ['64:ff9b:1:0:7f:0:100::', 'NAT64 local-use prefix, /64 layout'],
    ['2002:7f00:1::', '6to4 of 127.0.0.1'],
    ['2002:c0a8:101::1', '6to4 of 192.168.1.1'],
    ['::ffff:0:7f00:1', 'IPv4-translated'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata address'],
    ['fec0::1', 'site-local'],
    ['100::1', 'discard'],
    ['192.0.2.1', 'documentation'],
    ['198.51.100.1', 'documentation'],
    ['203.0.113.7', 'documentation'],
    ['2001:db8::1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['2001:2::1', 'benchmarking'],
    ['2001:20::1', 'ORCHIDv2'],
    ['2001::1', 'Teredo'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['not an address', 'not an address at all'],
  ])('refuses %s (%s)', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '2001:4860:4860::8888',
    '::ffff:1.1.1.1', '64:ff9b::8.8.8.8', '2002:808:808::1',
  ])('allows %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  }); // prettier-ignore
});

describe('assertRpcTargetAllowed', () => {
  const refusal = async (url: string) => {
    const err = await assertRpcTargetAllowed(url, false).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    return (err as AppError).fields?.rpcUrl;
  };

  it('refuses literal private addresses, naming rpcUrl', async () => {
    expect(await refusal('http://127.0.0.1:8545')).toBe(
      'RPC URL points to a private or local address (127.0.0.1); set RPC_ALLOW_PRIVATE=true to allow it',
    );
    expect(await refusal('http://[::1]:8545/')).toContain('(::1)');
    expect(await refusal('http://169.254.169.254/latest/meta-data')).toContain('169.254.169.254');
  });

  it('resolves the host name first, so a name pointing inside is refused', async () => {
    expect(await refusal('http://localhost:8545')).toMatch(
      /^RPC URL points to a private or local address \(localhost is /,
    );
  });

  it('lets everything through when RPC_ALLOW_PRIVATE is on', async () => {
    await expect(assertRpcTargetAllowed('http://127.0.0.1:8545', true)).resolves.toBeUndefined();
  });

  // Issue 35 item 5: both were accepted as RPC and webhook URLs.
  it.each([
    ['http://[::127.0.0.1]:3650/', '::7f00:1'],
    ['http://[64:ff9b::127.0.0.1]:3650/', '64:ff9b::7f00:1'],
  ])('refuses %s as an RPC and a webhook URL, when saved and when called', async (url, host) => {
    expect(await refusal(url)).toBe(
      `RPC URL points to a private or local address (${host}); set RPC_ALLOW_PRIVATE=true to allow it`,
    );
    const saved = await assertPublicTarget(url, false, WEBHOOK_TARGET).catch((e: unknown) => e);
    expect((saved as AppError).fields).toEqual({
      webhookUrl: `Webhook URL points to a private or local address (${host}); set WEBHOOK_ALLOW_PRIVATE=true to allow it`,
    });
    for (const target of [RPC_TARGET, WEBHOOK_TARGET]) {
      const called = await fencedFetch(target, false)(url, { method: 'POST', body: '{}' }).catch(
        (e: unknown) => e,
      );
      expect((called as AppError).fields?.[target.field]).toContain(`(${host})`);
    }
  });

  it('judges every address a name resolves to, through the resolver it is given', async () => {
    const lookup = resolverOf(['8.8.8.8', '64:ff9b::a9fe:a9fe']).lookup;
    const err = await assertPublicTarget('https://explorer.example.test/api', false, EXPLORER_TARGET, {
      lookup,
    }).catch((e: unknown) => e);
    expect((err as AppError).fields).toEqual({
      explorerApiUrl:
        'Explorer API URL points to a private or local address (explorer.example.test is 64:ff9b::a9fe:a9fe); set RPC_ALLOW_PRIVATE=true to allow it',
    });
    await expect(
      assertPublicTarget('https://explorer.example.test/api', false, EXPLORER_TARGET, {
        lookup: resolverOf(['8.8.8.8', '2606:4700::1111']).lookup,
      }),
    ).resolves.toBeUndefined();
  });
});

describe('fencedRpcFetch', () => {
  it('refuses a redirect, naming rpcUrl, without following it', async () => {
    let followed = 0;
    const target = createServer((_req, res) => {
      followed++;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"jsonrpc":"2.0","id":1,"result":"0x1"}');
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/`;
    const redirector = createServer((_req, res) => res.writeHead(307, { location: targetUrl }).end());
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/`;
      const err = await fencedRpcFetch(true)(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
      }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).fields?.rpcUrl).toBe(
        'RPC URL redirects (HTTP 307); enter the address it redirects to instead',
      );
      expect(followed).toBe(0);
    } finally {
      redirector.close();
      target.close();
    }
  });

  it('refuses a private address unless allowed, before any request', async () => {
    const err = await fencedRpcFetch(false)('http://127.0.0.1:9/', { method: 'POST' }).catch(
      (e: unknown) => e,
    );
    expect((err as AppError).fields?.rpcUrl).toMatch(/private or local address/);
  });
});

/** A resolver answering every name with `answer` (or what `answer(n)` says for the n-th call), recording the names asked. */
function resolverOf(answer: string[] | ((call: number) => string[])) {
  const asked: string[] = [];
  const lookup = ((hostname, options, callback) => {
    asked.push(hostname);
    const found = (typeof answer === 'function' ? answer(asked.length) : answer).map((address) => ({
      address,
      family: isIP(address),
    }));
    if ((options as { all?: boolean }).all) callback(null, found);
    else (callback as (e: null, a: string, f: number) => void)(null, found[0]!.address, found[0]!.family);
  }) as LookupFunction;
  return { lookup, asked };
}

/*
 * The fence judges the address the socket connects to, in the one lookup the connection makes
 * (undici's connect lookup): no lookup of its own before each request, and no window between a
 * check and a second lookup where a name could be rebound to an inside address.
 */
describe('fencedFetch at connect time', () => {
  let server: Server;
  let port: number;
  let connections = 0;
  const seen: Array<{ host: string | undefined; localAddress: string | undefined }> = [];
  const call = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ host: req.headers.host, localAddress: req.socket.localAddress });
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"jsonrpc":"2.0","id":1,"result":"0x1"}');
    });
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('refuses a name that resolves to a private address when connecting, sending nothing', async () => {
    const { lookup, asked } = resolverOf(['127.0.0.1']);
    const before = seen.length;
    const err = await fencedRpcFetch(false, { lookup })(`http://rpc.example.test:${port}/`, call).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).fields?.rpcUrl).toBe(
      'RPC URL points to a private or local address (rpc.example.test is 127.0.0.1); set RPC_ALLOW_PRIVATE=true to allow it',
    );
    expect(asked).toEqual(['rpc.example.test']);
    expect(seen.length).toBe(before);
  });

  it('refuses a name when any of its addresses is inside, an IPv4 carried in IPv6 included', async () => {
    for (const inside of ['64:ff9b::7f00:1', '::7f00:1', '2002:7f00:1::', '::ffff:0:7f00:1']) {
      const { lookup } = resolverOf(['8.8.8.8', inside]);
      const err = await fencedFetch(WEBHOOK_TARGET, false, { lookup })(
        `http://hooks.example.test:${port}/alert`,
        call,
      ).catch((e: unknown) => e);
      expect((err as AppError).fields?.webhookUrl, inside).toBe(
        `Webhook URL points to a private or local address (hooks.example.test is ${inside}); set WEBHOOK_ALLOW_PRIVATE=true to allow it`,
      );
    }
  });

  it('connects to the address its lookup answered: the name is resolved by the resolver given, nowhere else', async () => {
    // rpc.example.test resolves nowhere but in this resolver; the request still arrives here.
    const { lookup, asked } = resolverOf(['127.0.0.1']);
    const before = seen.length;
    const res = await fencedRpcFetch(true, { lookup })(`http://pinned.example.test:${port}/`, call);
    expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x1' });
    expect(asked).toEqual(['pinned.example.test']);
    expect(seen.slice(before)).toEqual([{ host: `pinned.example.test:${port}`, localAddress: '127.0.0.1' }]);
  });

  it('never connects inside to a name rebound after its check', async () => {
    // The name answers a public address first and this server's address from then on: a fence
    // that looked up to check and again to connect would reach the server. 4000::1 is public
    // (global unicast) but unassigned, so nothing answers there.
    const { lookup, asked } = resolverOf((n) => (n === 1 ? ['4000::1'] : ['127.0.0.1']));
    const before = seen.length;
    const err = await fencedRpcFetch(false, { lookup })(`http://rebind.example.test:${port}/`, {
      ...call,
      signal: AbortSignal.timeout(300),
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(AppError);
    expect(asked).toEqual(['rebind.example.test']);
    expect(seen.length).toBe(before);
  });

  it('lets RPC_ALLOW_PRIVATE reach it, resolving once per connection rather than per request', async () => {
    const { lookup, asked } = resolverOf(['127.0.0.1']);
    const fetchRpc = fencedRpcFetch(true, { lookup });
    const [seenBefore, connectionsBefore] = [seen.length, connections];
    for (let i = 0; i < 3; i++) {
      const res = await fetchRpc(`http://rpc.example.test:${port}/`, call);
      expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x1' });
      await settle();
    }
    expect(seen.length - seenBefore).toBe(3);
    expect(connections - connectionsBefore).toBe(1);
    expect(asked).toEqual(['rpc.example.test']);
  });

  it('fences webhooks and explorer APIs the same way, naming their own field and setting', async () => {
    const { lookup } = resolverOf(['127.0.0.1']);
    const before = seen.length;
    const err = await fencedFetch(WEBHOOK_TARGET, false, { lookup })(
      `http://hooks.example.test:${port}/alert`,
      call,
    ).catch((e: unknown) => e);
    expect((err as AppError).fields).toEqual({
      webhookUrl:
        'Webhook URL points to a private or local address (hooks.example.test is 127.0.0.1); set WEBHOOK_ALLOW_PRIVATE=true to allow it',
    });
    const literal = await fencedFetch(WEBHOOK_TARGET, false)(`http://127.0.0.1:${port}/alert`, call).catch(
      (e: unknown) => e,
    );
    expect((literal as AppError).fields?.webhookUrl).toContain('(127.0.0.1)');
    const explorer = await fencedFetch(EXPLORER_TARGET, false, { lookup })(
      `http://explorer.example.test:${port}/api`,
    ).catch((e: unknown) => e);
    expect((explorer as AppError).fields?.explorerApiUrl).toMatch(/^Explorer API URL points to a private/);
    expect(seen.length).toBe(before);
  });
});

describe('fencedFetch on a connection dropped as it is reused', () => {
  it('sends a webhook POST once: the call fails, and the receiver has it once, never twice', async () => {
    const receiver = await startResettingServer('reset');
    try {
      const post = fencedFetch(WEBHOOK_TARGET, true);
      const send = (alert: string) =>
        post(receiver.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: alert });
      expect((await send('{"alertId":"a1"}')).status).toBe(200);
      await settle();
      const err = await send('{"alertId":"a2"}').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(Error);
      await settle();
      // The reset came on the reused connection, after the receiver had read the whole POST.
      expect(receiver.state).toMatchObject({ connections: 1, resets: 1 });
      expect(receiver.state.bodies).toEqual(['{"alertId":"a1"}', '{"alertId":"a2"}']);
    } finally {
      await receiver.close();
    }
  });

  it.each(['reset', 'close'] as const)('sends an RPC read again on a fresh connection (%s)', async (drop) => {
    const node = await startResettingServer(drop);
    try {
      const fetchRpc = fencedRpcFetch(true);
      for (let i = 0; i < 2; i++) {
        const res = await fetchRpc(node.url, { method: 'POST', body: `{"id":${i}}` });
        expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x2' });
        await settle();
      }
      expect(node.state).toMatchObject({ connections: 2, resets: 1 });
      expect(node.state.bodies).toEqual(['{"id":0}', '{"id":1}', '{"id":1}']);
    } finally {
      await node.close();
    }
  });
});
