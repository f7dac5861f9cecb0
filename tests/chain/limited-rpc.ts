import { createServer, type Server } from 'node:http';

/**
 * A JSON-RPC relay in front of a local chain that refuses eth_getLogs over more than `maxRange`
 * blocks the way public providers do (code -32005, 'block range too large'), and counts calls.
 */
export async function startLimitedRpc(
  upstream: string,
  maxRange: number,
): Promise<{ url: string; getLogsCalls: number; refused: number; close(): Promise<void> }> {
  const state = { getLogsCalls: 0, refused: 0 };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => {
      void (async () => {
        const body = JSON.parse(raw) as { id: number; method: string; params: Array<Record<string, string>> };
        if (body.method === 'eth_getLogs') {
          state.getLogsCalls++;
          const { fromBlock, toBlock } = body.params[0]!;
          if (Number(toBlock) - Number(fromBlock) + 1 > maxRange) {
            state.refused++;
            res.setHeader('content-type', 'application/json');
            res.end(
              JSON.stringify({
                jsonrpc: '2.0',
                id: body.id,
                error: { code: -32005, message: `block range too large: maximum is ${maxRange}` },
              }),
            );
            return;
          }
        }
        const answer = await fetch(upstream, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: raw,
        });
        res.setHeader('content-type', 'application/json');
        res.end(await answer.text());
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    get getLogsCalls() {
      return state.getLogsCalls;
    },
    get refused() {
      return state.refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
