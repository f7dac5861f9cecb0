import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/** A local HTTP receiver for monitor webhooks: answers each request with the next status of `statuses` (then 200). */
export async function startWebhookReceiver(statuses: number[] = []) {
  const received: ReceivedHook[] = [];
  const waiters: Array<() => void> = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      const status = statuses.shift() ?? 200;
      received.push({ headers: req.headers, body, status });
      res.statusCode = status;
      res.end(status < 300 ? 'ok' : 'boom');
      waiters.splice(0).forEach((w) => w());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hooks/hatchery`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
