import { readFileSync } from 'node:fs';
import http from 'node:http';

/**
 * Bodies far larger than the test holds: sent 64 KB at a time over a real socket, as an attacker's
 * client would, stopping once the server answers. With `declared` the size goes in Content-Length,
 * otherwise the body is chunked.
 */

const CHUNK = 64 * 1024;

export interface LargeBody {
  /** The first bytes (e.g. `{"email":"`), then filler up to `size - tail.length`, then `tail`. */
  head: string;
  tail: string;
  size: number;
  declared: boolean;
}

export interface LargeBodyAnswer {
  status: number;
  body: string;
  /** Bytes handed to the socket before the answer came (the kernel buffers some of them). */
  sent: number;
}

export function sendLargeBody(
  url: string,
  { head, tail, size, declared }: LargeBody,
  headers: Record<string, string> = {},
): Promise<LargeBodyAnswer> {
  const req = http.request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...headers,
      ...(declared ? { 'content-length': String(size) } : {}),
    },
  });
  const filler = Buffer.alloc(CHUNK, 0x61);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: text, sent });
        req.destroy();
      });
      res.on('error', reject);
    });
    // Once answered, the server may close while we still write: that is the point.
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const write = () => {
      while (!answered && sent < size) {
        let chunk: Buffer;
        if (sent === 0) chunk = Buffer.from(head);
        else if (size - sent <= tail.length) chunk = Buffer.from(tail);
        else chunk = filler.subarray(0, Math.min(CHUNK, size - sent - tail.length));
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      if (!answered) req.end();
    };
    write();
  });
}

/** A process's resident memory in bytes, from /proc (Linux). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb[1]) * 1024;
}

/** Runs `work` while sampling `pid`'s resident memory every 10 ms; resolves with its result and the peak. */
export async function withPeakMemory<T>(pid: number, work: () => Promise<T>) {
  let peak = residentBytes(pid);
  const timer = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 10);
  try {
    const result = await work();
    peak = Math.max(peak, residentBytes(pid));
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}
