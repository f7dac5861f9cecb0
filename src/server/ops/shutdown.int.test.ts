import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boot, type Running } from '../boot';
import { loadConfig } from '../config';
import { buildForm, validFiles, validValues } from '../features/applications/test-support';
import { createLogger } from '../logger';
import { testDriver } from '../test/database';

const dir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-shutdown-'));
let running: Running | undefined;
afterAll(async () => {
  await running?.stop();
  rmSync(dir, { recursive: true, force: true });
});

// Graceful shutdown is the same code on both databases; one embedded boot covers it.
describe.skipIf(testDriver === 'pg')('graceful shutdown', () => {
  it(
    'finishes the request in flight, answers a connection it had accepted, tells SSE clients to reconnect, then refuses',
    { timeout: 60_000 },
    async () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: path.join(dir, 'data'),
        PORT: '0',
        AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-000',
        SHUTDOWN_TIMEOUT_SECONDS: '30',
      });
      running = await boot({ config, logger: createLogger('silent', { pretty: false }) });
      const { url } = running;

      const events = await fetch(`${url}/api/events`);
      const reader = events.body!.pipeThrough(new TextDecoderStream()).getReader();
      let stream = (await reader.read()).value ?? '';
      expect(stream).toContain('event: ready');

      // An upload whose body is only half sent when the shutdown starts.
      const form = new Response(buildForm(validValues(), validFiles()));
      const bytes = new Uint8Array(await form.arrayBuffer());
      let sendRest!: () => void;
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(bytes.slice(0, 100));
          await new Promise<void>((resolve) => (sendRest = resolve));
          controller.enqueue(bytes.slice(100));
          controller.close();
        },
      });
      const upload = fetch(`${url}/api/applications`, {
        method: 'POST',
        body,
        duplex: 'half',
        headers: {
          'content-type': form.headers.get('content-type')!,
          origin: config.PUBLIC_URL,
          'idempotency-key': randomUUID(),
        },
      } as RequestInit);
      // A balancer's connection, accepted but with its request not yet written.
      const early = net.connect(Number(new URL(url).port), '127.0.0.1');
      await new Promise((r) => early.once('connect', r));
      await new Promise((r) => setTimeout(r, 300));

      const stopped = running.stop();
      // Its request, sent after the shutdown began, is answered, and the connection not kept.
      early.end('GET /health HTTP/1.1\r\nHost: hatchery\r\n\r\n');
      const earlyReply = await new Promise<string>((resolve) => {
        let text = '';
        early.on('data', (d: Buffer) => (text += d.toString()));
        early.on('close', () => resolve(text));
        early.on('error', () => resolve(`${text}<reset>`));
      });
      expect(earlyReply).toMatch(/^HTTP\/1\.1 200 /);
      expect(earlyReply.toLowerCase()).toContain('connection: close');
      running = undefined;
      // The SSE client hears why its stream ends.
      for (let chunk; !stream.includes('event: shutdown') && !(chunk = await reader.read()).done;)
        stream += chunk.value;
      expect(stream).toMatch(/event: shutdown\ndata: .*\nretry: \d+/);
      // New connections are refused while the upload is still being received.
      const refused = await new Promise<string>((resolve) =>
        net
          .connect(Number(new URL(url).port), '127.0.0.1', () => resolve('connected'))
          .once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? String(err))),
      );
      expect(refused).toBe('ECONNREFUSED');

      sendRest();
      const res = await upload;
      expect(res.status).toBe(201);
      await stopped;
    },
  );
});
