import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serveSpa } from './static';

let root: string;
let app: Hono;
const js = `export const big = ${JSON.stringify('hatchery '.repeat(500))};\n`;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'hatchery-static-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets', 'app-abc123.js'), js);
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><title>Hatchery</title>${'<!-- pad -->'.repeat(200)}`,
  );
  app = new Hono().get('*', (c) => serveSpa(c, root));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('sends brotli to a client that accepts it, and the bytes decode to the file', async () => {
  const res = await app.request('/assets/app-abc123.js', {
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBe('br');
  expect(res.headers.get('vary')).toBe('Accept-Encoding');
  const body = Buffer.from(await res.arrayBuffer());
  expect(body.length).toBeLessThan(js.length / 4);
  expect(brotliDecompressSync(body).toString()).toBe(js);
});

it('falls back to gzip, then to the plain file', async () => {
  const gz = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(js);

  const plain = await app.request('/assets/app-abc123.js');
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toBe(js);
});

it('compresses the index.html fallback of client routes too', async () => {
  const res = await app.request('/transparency', { headers: { 'accept-encoding': 'br' } });
  expect(res.headers.get('content-type')).toContain('text/html');
  expect(res.headers.get('content-encoding')).toBe('br');
  expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain(
    '<title>Hatchery</title>',
  );
});
