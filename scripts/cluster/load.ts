// HTTP helpers for the scale test: requests from chosen loopback addresses (so per-address limits
// see distinct clients through nginx) and an SSE subscriber that reconnects like a browser.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { buildForm, validFiles, validValues } from '../../src/server/features/applications/test-support';

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export function send(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    localAddress,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer;
    localAddress?: string;
  } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, localAddress, agent: false, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString(),
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

let addressCounter = 0;
/** A fresh client address on the loopback network (all of 127.0.0.0/8 reaches 127.0.0.1). */
export function nextAddress(): string {
  const n = addressCounter++;
  return `127.10.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/** Submits one valid application with three small files; 'error' when no HTTP answer came. */
export async function submitApplication(
  baseUrl: string,
  localAddress: string,
): Promise<{ status: number; id?: string; error?: string; at: number }> {
  const response = new Response(buildForm(validValues(), validFiles()));
  const body = Buffer.from(await response.arrayBuffer());
  const at = Date.now();
  try {
    const reply = await send(`${baseUrl}/api/applications`, {
      method: 'POST',
      body,
      localAddress,
      headers: {
        'content-type': response.headers.get('content-type')!,
        origin: baseUrl,
        'idempotency-key': randomUUID(),
        'user-agent': 'hatchery-scale-test/1.0',
      },
    });
    const id = reply.status === 201 ? (JSON.parse(reply.text) as { id: string }).id : undefined;
    return { status: reply.status, id, at };
  } catch (err) {
    return { status: 0, error: String(err), at };
  }
}

export interface Received {
  id: string;
  type: string;
  latencyMs: number;
  receivedAt: number;
}

/** One EventSource-like stream: reconnects with Last-Event-ID when the stream ends. */
export class SseSubscriber {
  readonly received = new Map<string, Received>();
  /** Instance ids from each `ready`, in order. */
  readonly instances: string[] = [];
  resyncs = 0;
  shutdowns = 0;
  connects = 0;
  private lastEventId: string | null = null;
  private request: http.ClientRequest | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string>,
  ) {}

  get instance(): string | undefined {
    return this.instances.at(-1);
  }

  /** Resolves at the first `ready`. */
  open(): Promise<void> {
    return new Promise((resolve) => this.connect(resolve));
  }

  close(): void {
    this.closed = true;
    this.request?.destroy();
  }

  private connect(onReady?: () => void): void {
    if (this.closed) return;
    const headers = { ...this.headers, accept: 'text/event-stream' };
    if (this.lastEventId) Object.assign(headers, { 'last-event-id': this.lastEventId });
    let buffer = '';
    let ended = false;
    const retry = () => {
      if (ended) return;
      ended = true;
      if (!this.closed) setTimeout(() => this.connect(onReady), 100);
    };
    const req = http.get(this.url, { headers, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return retry();
      }
      this.connects++;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          this.onFrame(frame, onReady);
        }
      });
      res.on('end', retry);
      res.on('error', retry);
    });
    req.on('error', retry);
    this.request = req;
  }

  private onFrame(frame: string, onReady?: () => void): void {
    let event = 'message';
    let data = '';
    let id: string | null = null;
    for (const line of frame.split('\n')) {
      if (line.startsWith(':')) continue;
      const sep = line.indexOf(':');
      const field = sep < 0 ? line : line.slice(0, sep);
      const value = sep < 0 ? '' : line.slice(sep + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data += value;
      else if (field === 'id') id = value;
    }
    if (event === 'ready') {
      this.instances.push((JSON.parse(data) as { instance: string }).instance);
      onReady?.();
    } else if (event === 'resync') this.resyncs++;
    else if (event === 'shutdown') this.shutdowns++;
    else if (event === 'message' && data) {
      if (id) this.lastEventId = id;
      const payload = JSON.parse(data) as { type: string; id: string; at: string };
      if (payload.type !== 'created' || this.received.has(payload.id)) return;
      const now = Date.now();
      this.received.set(payload.id, {
        id: payload.id,
        type: payload.type,
        latencyMs: now - Date.parse(payload.at),
        receivedAt: now,
      });
    }
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
