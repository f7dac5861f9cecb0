import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that answers each connection's first request and, on the first second
 * request of a connection (a reused kept-alive connection), reads the whole request and then
 * drops the connection instead of answering, as a node or receiver that closed an idle socket
 * just as it was reused: `reset` sends a TCP RST, `close` a FIN. Every other request is answered
 * 200 with a JSON-RPC result. `bodies` is every request body read, in order.
 */
export async function startResettingServer(drop: 'reset' | 'close' = 'reset') {
  const state = { connections: 0, resets: 0, bodies: [] as string[] };
  const perSocket = new WeakMap<object, number>();
  const server = createServer((req, res) => {
    const n = (perSocket.get(req.socket) ?? 0) + 1;
    perSocket.set(req.socket, n);
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      state.bodies.push(body);
      if (n === 2 && state.resets === 0) {
        state.resets++;
        if (drop === 'reset') req.socket.resetAndDestroy();
        else req.socket.destroy();
        return;
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"jsonrpc":"2.0","id":1,"result":"0x2"}');
    });
  });
  server.on('connection', () => state.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Lets undici mark a finished connection free again, as any pause between two calls does. */
export const settle = () => new Promise((resolve) => setImmediate(resolve));
