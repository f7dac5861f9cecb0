import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchVerifiedAbi } from './abi-fetch';

const ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const ABI = [
  { type: 'function', name: 'name', inputs: [], outputs: [{ type: 'string' }], stateMutability: 'view' },
];

/*
 * An explorer API is typed by an admin, so the server reaches it through the same connect-time
 * fence as RPC URLs (RPC_ALLOW_PRIVATE); Sourcify is the operator's setting and is not fenced.
 * Both are served here by one local server speaking the explorers' getabi format.
 */
describe('fetchVerifiedAbi and the explorer fence', () => {
  let server: Server;
  let base: string;
  let explorerHits = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url?.startsWith('/api')) {
        explorerHits++;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: '1', message: 'OK', result: JSON.stringify(ABI) }));
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fetchFrom = (allowPrivate: boolean) =>
    fetchVerifiedAbi({ chainId: 31337, explorerApiUrl: `${base}/api`, explorerApiKey: null }, ADDRESS, {
      sourcifyUrl: base,
      timeoutMs: 2000,
      allowPrivate,
    });

  it('refuses an explorer on a private address, naming the explorer, and asks it nothing', async () => {
    const before = explorerHits;
    const result = await fetchFrom(false);
    expect(result.found).toBe(false);
    expect(result.attempts[0]).toEqual({
      source: 'explorer',
      message:
        'unreachable (Explorer API URL points to a private or local address (127.0.0.1); set RPC_ALLOW_PRIVATE=true to allow it)',
    });
    expect(result.attempts[1]).toEqual({ source: 'sourcify', message: 'not verified there' });
    expect(explorerHits).toBe(before);
  });

  it('reads the ABI from it when private addresses are allowed', async () => {
    const result = await fetchFrom(true);
    expect(result.found && result.fetched).toMatchObject({
      source: 'explorer',
      abi: ABI,
      verification: 'full',
    });
  });
});
