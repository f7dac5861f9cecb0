import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '~/shared/errors';
import { CONTENT_MAX, SUBJECT_MAX } from '~/shared/schemas/messages';
import { applicationCount, buildForm, validValues } from '../features/applications/test-support';
import { withSignedIn } from '../test/admin-context';
import type { SignedIn } from '../test/auth';
import { createProject } from '../test/factories';
import type { TestContext } from '../test/harness';
import { docxBytes, pdfBytes, pngBytes } from '../test/upload-fixtures';
import {
  APPLICATION_BODY_LIMIT,
  bodyLimits,
  DEFAULT_BODY_LIMIT,
  formatBytes,
  type BodyLimit,
} from './body-limits';

/**
 * Every route's body limit (http/body-limits.ts) as a caller meets it in-process: one byte over is
 * a 413 naming the limit, whether declared by Content-Length or sent chunked; the limit itself and
 * each route's largest valid request get through. The real server's memory under a 150 MB body is
 * body-limits-server.int.test.ts.
 */

let t: TestContext;
let admin: SignedIn;
let user: SignedIn;
withSignedIn(['admin', 'user'], (ctx, [a, u]) => ((t = ctx), (admin = a), (user = u)), {
  SUBMISSION_RATE_LIMIT: '1000',
});

const CHUNK = 64 * 1024;

/** `size` bytes of a JSON string value (`{"x":"aaa…"}`), made 64 KB at a time and never held whole. */
function jsonStream(size: number): ReadableStream<Uint8Array> {
  const head = Buffer.from('{"x":"');
  const tail = Buffer.from('"}');
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = Buffer.alloc(Math.min(CHUNK, size - sent), 0x61);
      // The first and last bytes of the whole body frame the value, wherever the chunks fall.
      for (let i = 0; i < chunk.length; i++) {
        const at = sent + i;
        if (at < head.length) chunk[i] = head[at]!;
        else if (at >= size - tail.length && size >= head.length + tail.length)
          chunk[i] = tail[at - (size - tail.length)]!;
      }
      sent += chunk.length;
      controller.enqueue(new Uint8Array(chunk));
    },
  });
}

/** The route's pattern with every parameter filled in. */
const concrete = (path: string) => path.replace(/:\w+/g, () => randomUUID()).replace('*', 'sign-in/email');

function send(
  entry: Pick<BodyLimit, 'method' | 'path'>,
  size: number,
  how: 'declared' | 'chunked',
  headers = {},
) {
  const init: RequestInit & { duplex?: 'half' } = {
    method: entry.method,
    headers: { origin: t.config.PUBLIC_URL, 'content-type': 'application/json', ...headers },
  };
  if (how === 'declared') {
    // The header is what is judged: the 413 comes before a byte is read.
    (init.headers as Record<string, string>)['content-length'] = String(size);
    init.body = '{}';
  } else {
    init.body = jsonStream(size);
    init.duplex = 'half';
  }
  return t.app.request(concrete(entry.path), init);
}

async function expectTooLarge(res: Response, bytes: number) {
  expect(res.status).toBe(413);
  expect(((await res.json()) as ApiErrorBody).error).toEqual({
    code: 'PAYLOAD_TOO_LARGE',
    message: `Request body must be at most ${formatBytes(bytes)}`,
  });
}

describe('the table', () => {
  it('names only routes the app has', () => {
    const routes = new Set(t.app.routes.map((r) => `${r.method} ${r.path}`));
    expect(bodyLimits.filter((e) => !routes.has(`${e.method} ${e.path}`))).toEqual([]);
  });
});

describe.each(bodyLimits)('$method $path ($bytes bytes)', (entry) => {
  it('refuses a Content-Length one byte over the limit, naming it', async () => {
    await expectTooLarge(await send(entry, entry.bytes + 1, 'declared'), entry.bytes);
  });

  // The multipart routes count as their parser reads; a route that refuses before reading reads
  // nothing (their chunked case is below).
  it.skipIf(entry.bytes > 1024 * 1024)('cuts a chunked body one byte over the limit', async () => {
    await expectTooLarge(await send(entry, entry.bytes + 1, 'chunked'), entry.bytes);
  });

  it('lets a body of exactly the limit through to the route', async () => {
    const res = await send(entry, entry.bytes, 'chunked', admin.headers);
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });
});

describe('a route not in the table', () => {
  it('gets the default limit', async () => {
    const accept = { method: 'POST', path: '/api/me/project-invitations/:invitationId/accept' } as const;
    expect(bodyLimits.some((e) => e.path === accept.path)).toBe(false);
    for (const how of ['declared', 'chunked'] as const) {
      await expectTooLarge(await send(accept, DEFAULT_BODY_LIMIT + 1, how, user.headers), DEFAULT_BODY_LIMIT);
      await expectTooLarge(
        await send({ method: 'POST', path: '/api/not-yet-written' }, DEFAULT_BODY_LIMIT + 1, how),
        DEFAULT_BODY_LIMIT,
      );
    }
    const res = await send({ method: 'POST', path: '/api/not-yet-written' }, DEFAULT_BODY_LIMIT, 'chunked');
    expect(res.status).toBe(404);
  });
});

describe("each route's largest valid request still gets through", () => {
  it('an ABI of almost 1 MB', async () => {
    const fn = (i: number) => ({
      type: 'function',
      name: `operation${i}`,
      stateMutability: 'nonpayable',
      inputs: Array.from({ length: 8 }, (_, k) => ({ name: `argumentNumber${k}`, type: 'uint256' })),
      outputs: [{ name: 'result', type: 'bool' }],
    });
    const abi: unknown[] = [];
    // Grown by each entry's own length (stringifying the whole body per entry took 20 s).
    let size = Buffer.byteLength(
      JSON.stringify({ name: `Large ${randomUUID()}`, contractType: 'Large', abi }),
    );
    while (size < 1024 * 1024 - 1024) {
      abi.push(fn(abi.length));
      size += Buffer.byteLength(JSON.stringify(abi.at(-1))) + 1;
    }
    const body = JSON.stringify({ name: `Large ${randomUUID()}`, contractType: 'Large', abi });
    expect(Buffer.byteLength(body)).toBeGreaterThan(1000 * 1024);
    expect(Buffer.byteLength(body)).toBeLessThan(1024 * 1024);
    const res = await t.request('/api/standard-abis', {
      method: 'POST',
      body,
      headers: { ...admin.headers, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(201);
  });

  it('a message of the longest subject and text, in 3-byte characters', async () => {
    const project = await createProject(t.db);
    const json = {
      subject: '€'.repeat(SUBJECT_MAX),
      messageContent: '€'.repeat(CONTENT_MAX),
      priority: 'high',
    };
    const res = await t.request(`/api/projects/${project.id}/messages`, {
      method: 'POST',
      json,
      headers: admin.headers,
    });
    expect(res.status).toBe(201);
  });

  it('an application with every file at its size limit, and a chunked one over the total refused', async () => {
    const before = await applicationCount(t);
    const files = {
      companyLogo: { name: 'logo.png', bytes: pngBytes({ padTo: 5 * 1024 * 1024 }), type: 'image/png' },
      companyDocuments: { name: 'deck.docx', bytes: docxBytes({ padTo: 10 * 1024 * 1024 }) },
      whitepaper: {
        name: 'paper.pdf',
        bytes: pdfBytes({ padTo: 10 * 1024 * 1024 }),
        type: 'application/pdf',
      },
    };
    const res = await t.request('/api/applications', {
      method: 'POST',
      body: buildForm(validValues(), files),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.status).toBe(201);
    expect(await applicationCount(t)).toBe(before + 1);

    // The same files and (almost) 1 MB of text, the parser's own cap on fields (FormData sends line
    // breaks as CRLF: a few bytes more): within every part's limit, over the body's by the part
    // headers, and sent without a length.
    const values = validValues();
    const textBytes = Object.values(values).reduce((sum, v) => sum + Buffer.byteLength(v), 0);
    const padded = { ...values, useOfFunds: values.useOfFunds + 'x'.repeat(1024 * 1024 - 64 - textBytes) };
    const form = new Response(buildForm(padded, files));
    const bytes = new Uint8Array(await form.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(APPLICATION_BODY_LIMIT);
    let offset = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(offset, (offset += CHUNK)));
      },
    });
    const refused = await t.app.request('/api/applications', {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: {
        origin: t.config.PUBLIC_URL,
        'idempotency-key': randomUUID(),
        'content-type': form.headers.get('content-type')!,
      },
    } as RequestInit);
    await expectTooLarge(refused, APPLICATION_BODY_LIMIT);
    expect(await applicationCount(t)).toBe(before + 1);
  });
});
