import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Abi } from 'viem';

/**
 * Local stand-ins for the ABI services Hatchery asks (unreachable from the tests), answering in
 * their documented formats:
 * - an Etherscan-compatible explorer API (Etherscan, Routescan, Snowtrace):
 *   `GET {base}?module=contract&action=getabi&address=…` ->
 *   `{ status: "1", message: "OK", result: "<ABI JSON>" }` or
 *   `{ status: "0", message: "NOTOK", result: "Contract source code not verified" }`;
 * - Sourcify API v2: `GET /v2/contract/{chainId}/{address}?fields=abi,sources` ->
 *   200 `{ match: "exact_match" | "match", chainId, address, abi, sources }`, 404 when unknown.
 * `hang` makes a service accept the request and never answer, to exercise the timeouts.
 */
export interface AbiServices {
  /** The explorer API base to store as a network's explorerApiUrl. */
  explorerApiUrl: string;
  /** The Sourcify API base (SOURCIFY_URL). */
  sourcifyUrl: string;
  /** Verified on the explorer: address (any case) -> ABI. */
  explorer: Map<string, Abi>;
  /** Verified on Sourcify: `${chainId}:${address}` (lower case) -> entry. */
  sourcify: Map<string, { abi: Abi; match: 'exact_match' | 'match'; sources?: Record<string, string> }>;
  hang: { explorer: boolean; sourcify: boolean };
  /** Query strings the explorer received (to check the API key is sent to it). */
  explorerRequests: URLSearchParams[];
  close(): Promise<void>;
}

export const sourcifyKey = (chainId: number, address: string) => `${chainId}:${address.toLowerCase()}`;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Server> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export async function startAbiServices(): Promise<AbiServices> {
  const explorer = new Map<string, Abi>();
  const sourcify: AbiServices['sourcify'] = new Map();
  const hang = { explorer: false, sourcify: false };
  const explorerRequests: URLSearchParams[] = [];

  const explorerServer = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    explorerRequests.push(url.searchParams);
    if (hang.explorer) return;
    const q = url.searchParams;
    if (q.get('module') !== 'contract' || q.get('action') !== 'getabi') {
      return json(res, 200, {
        status: '0',
        message: 'NOTOK',
        result: 'Error! Missing Or invalid Module name',
      });
    }
    const abi = explorer.get((q.get('address') ?? '').toLowerCase());
    if (!abi)
      return json(res, 200, { status: '0', message: 'NOTOK', result: 'Contract source code not verified' });
    json(res, 200, { status: '1', message: 'OK', result: JSON.stringify(abi) });
  });
  const sourcifyServer = await listen((req, res) => {
    if (hang.sourcify) return;
    const m = /^\/server\/v2\/contract\/(\d+)\/(0x[0-9a-fA-F]{40})(\?.*)?$/.exec(req.url ?? '');
    if (!m) return json(res, 404, { customCode: 'not_found', message: 'Not found', errorId: 'local' });
    const entry = sourcify.get(sourcifyKey(Number(m[1]), m[2]!));
    if (!entry) {
      return json(res, 404, {
        customCode: 'not_found',
        message: `Contract ${m[2]} on chain ${m[1]} not found or not verified`,
        errorId: 'local',
      });
    }
    json(res, 200, {
      match: entry.match,
      creationMatch: entry.match,
      runtimeMatch: entry.match,
      chainId: m[1],
      address: m[2],
      verifiedAt: '2026-11-01T00:00:00Z',
      matchId: '1',
      abi: entry.abi,
      sources: Object.fromEntries(
        Object.entries(entry.sources ?? {}).map(([p, content]) => [p, { content }]),
      ),
    });
  });
  const base = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  return {
    explorerApiUrl: `${base(explorerServer)}/api`,
    sourcifyUrl: `${base(sourcifyServer)}/server`,
    explorer,
    sourcify,
    hang,
    explorerRequests,
    async close() {
      for (const s of [explorerServer, sourcifyServer]) {
        s.closeAllConnections();
        await new Promise<void>((resolve) => s.close(() => resolve()));
      }
    },
  };
}
