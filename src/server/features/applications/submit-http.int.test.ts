import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { applicationCount, auditRows, buildForm, validFiles, validValues } from './test-support';

/** The same app behind a real Node HTTP server: real sockets, real streaming, real client. */
let t: TestContext;
let server: ServerType;
let url: string;
beforeAll(async () => {
  t = await createTestContext({ env: { SUBMISSION_RATE_LIMIT: '1000' } });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const headers = () => ({ origin: t.config.PUBLIC_URL, 'idempotency-key': crypto.randomUUID() });

describe('POST /api/applications over HTTP', () => {
  it('stores a submission and audits the socket address', async () => {
    const res = await fetch(`${url}/api/applications`, {
      method: 'POST',
      body: buildForm(validValues(), validFiles()),
      headers: headers(),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const audit = (await auditRows(t)).find((a) => a.applicationId === id);
    expect(audit?.submissionIp).toBe('127.0.0.1');
  });

  it('answers 413 naming the file while the client is still uploading', async () => {
    const boundary = 'hatchery-http-test';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="companyLogo"; filename="huge.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const total = 256 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        const next = sent === 0 ? head : chunk;
        sent += next.length;
        controller.enqueue(new Uint8Array(next));
      },
    });
    const before = await applicationCount(t);
    const res = await fetch(`${url}/api/applications`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { ...headers(), 'content-type': `multipart/form-data; boundary=${boundary}` },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { fields: object } }).error.fields).toEqual({
      companyLogo: 'File size must be less than 5MB',
    });
    // Our parser stops after ~5 MB; @hono/node-server then discards at most 64 MB (or 500 ms)
    // before closing, so the client never gets to send it all.
    expect(sent).toBeLessThan(total / 2);
    expect(await applicationCount(t)).toBe(before);
  });
});
