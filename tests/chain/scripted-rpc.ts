import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer to an eth_getLogs call: an HTTP status with headers and body, or a JSON-RPC error. */
export type ScriptedAnswer =
  | { status: number; headers?: Record<string, string>; body: string }
  | { error: { code: number; message: string } };

/**
 * A local JSON-RPC server for log scans: eth_getLogs answers the next scripted answer while there
 * are any, then an empty list; it records each range asked (and when). `refuseAbove` refuses wider
 * ranges the way Avalanche's nodes do (-32005 'block range too large').
 */
export async function startScriptedRpc({
  script = [],
  refuseAbove = Infinity,
}: {
  script?: ScriptedAnswer[];
  refuseAbove?: number;
} = {}) {
  const ranges: Array<{ from: number; to: number; at: number }> = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => {
      const call = JSON.parse(raw) as { id: number; method: string; params?: Array<Record<string, string>> };
      const json = (payload: object, status = 200, headers: Record<string, string> = {}) =>
        res
          .writeHead(status, { 'content-type': 'application/json', ...headers })
          .end(JSON.stringify(payload));
      if (call.method !== 'eth_getLogs') return json({ jsonrpc: '2.0', id: call.id, result: '0x1' });
      const from = Number(call.params![0]!.fromBlock);
      const to = Number(call.params![0]!.toBlock);
      ranges.push({ from, to, at: Date.now() });
      const next = script.shift();
      if (next && 'status' in next) {
        return res.writeHead(next.status, { 'content-type': 'text/plain', ...next.headers }).end(next.body);
      }
      if (next) return json({ jsonrpc: '2.0', id: call.id, error: next.error });
      if (to - from + 1 > refuseAbove) {
        return json({
          jsonrpc: '2.0',
          id: call.id,
          error: { code: -32005, message: `block range too large: maximum is ${refuseAbove}` },
        });
      }
      json({ jsonrpc: '2.0', id: call.id, result: [] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    ranges,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
