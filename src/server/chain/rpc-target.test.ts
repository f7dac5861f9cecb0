import { createServer, type Server } from 'node:http';
import {
  createServer as createNetServer,
  type AddressInfo,
  type LookupFunction,
  type Socket,
} from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import {
  assertRpcTargetAllowed,
  fencedFetch,
  fencedRpcFetch,
  isPrivateAddress,
  WEBHOOK_TARGET,
} from './rpc-target';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254',
    '100.64.0.1', '0.0.0.0', '::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  }); // prettier-ignore

  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:1.1.1.1'])(
    'allows %s',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
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

/*
 * The fence judges the address the socket connects to, in the one lookup the connection makes:
 * no lookup of its own before each request, and no window between a check and a second lookup
 * where a name could be rebound to an inside address.
 */
describe('fencedRpcFetch at connect time', () => {
  let server: Server;
  let port: number;
  let hits = 0;
  const call = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };

  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits++;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"jsonrpc":"2.0","id":1,"result":"0x1"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A resolver that answers every name with `address`, counting the names it was asked. */
  function resolver(address: string) {
    const asked: string[] = [];
    const lookup = ((hostname, options, callback) => {
      asked.push(hostname);
      const family = address.includes(':') ? 6 : 4;
      if ((options as { all?: boolean }).all) callback(null, [{ address, family }]);
      else (callback as (e: null, a: string, f: number) => void)(null, address, family);
    }) as LookupFunction;
    return { lookup, asked };
  }

  it('refuses a name that resolves to a private address when connecting, sending nothing', async () => {
    const { lookup, asked } = resolver('127.0.0.1');
    const before = hits;
    const err = await fencedRpcFetch(false, { lookup })(`http://rpc.example.test:${port}/`, call).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).fields?.rpcUrl).toBe(
      'RPC URL points to a private or local address (rpc.example.test is 127.0.0.1); set RPC_ALLOW_PRIVATE=true to allow it',
    );
    expect(asked).toEqual(['rpc.example.test']);
    expect(hits).toBe(before);
  });

  it('lets RPC_ALLOW_PRIVATE reach it, resolving once per connection rather than per request', async () => {
    const { lookup, asked } = resolver('127.0.0.1');
    const fetchRpc = fencedRpcFetch(true, { lookup });
    const before = hits;
    for (let i = 0; i < 3; i++) {
      const res = await fetchRpc(`http://rpc.example.test:${port}/`, call);
      expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x1' });
    }
    expect(hits - before).toBe(3);
    expect(asked).toEqual(['rpc.example.test']);
  });

  it('looks a public name up once, in the connection, and connects to what it found', async () => {
    // 203.0.113.0/24 is public (documentation) space: nothing answers there, so the request fails
    // on its own, not on the fence, after the one lookup of the connection.
    const { lookup, asked } = resolver('203.0.113.7');
    const err = await fencedRpcFetch(false, { lookup })(`http://rpc.example.test:${port}/`, {
      ...call,
      signal: AbortSignal.timeout(300),
    }).catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(AppError);
    expect(asked).toEqual(['rpc.example.test']);
  });

  it('fences webhooks and explorer APIs the same way, naming their own field and setting', async () => {
    const { lookup } = resolver('127.0.0.1');
    const before = hits;
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
    expect(hits).toBe(before);
  });

  it('sends again on a fresh connection when a kept-alive one was closed by the other end', async () => {
    // The first connection answers once and then drops the next request unanswered, as a node
    // that closed the idle socket just as it was reused; later connections answer.
    let connections = 0;
    const sockets: Socket[] = [];
    const flaky = createNetServer((socket) => {
      sockets.push(socket);
      const id = ++connections;
      let requests = 0;
      socket.on('data', () => {
        requests++;
        if (id === 1 && requests === 2) return socket.destroy();
        const body = '{"jsonrpc":"2.0","id":1,"result":"0x2"}';
        socket.write(
          `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: keep-alive\r\n\r\n${body}`,
        );
      });
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}/`;
    try {
      const fetchRpc = fencedRpcFetch(true);
      for (let i = 0; i < 2; i++) {
        const res = await fetchRpc(url, call);
        expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x2' });
      }
      expect(connections).toBe(2);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => flaky.close(() => resolve()));
    }
  });
});
