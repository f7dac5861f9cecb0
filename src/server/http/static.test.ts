import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hydration } from './page-scripts';
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
    '<title>Transparency · Hatchery</title>',
  );
});

it('gives each public page its title, description and Open Graph tags', async () => {
  const spa = new Hono().get('*', (c) => serveSpa(c, root, { publicUrl: () => 'https://h.example' }));
  const res = await spa.request('/faq');
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('<title>FAQ · Hatchery</title>');
  expect(html).toContain('<meta property="og:url" content="https://h.example/faq">');
  expect(html).toContain('<meta property="og:title" content="FAQ · Hatchery">');
  expect(html).toMatch(/<meta property="og:description" content="Answers about applying/);
  expect(html).not.toContain('noindex');
});

it('answers an unknown path 404 with the SPA (which draws its 404 screen), known ones 200', async () => {
  const unknown = await app.request('/no/such/page');
  expect(unknown.status).toBe(404);
  expect(unknown.headers.get('content-type')).toContain('text/html');
  const html = await unknown.text();
  expect(html).toContain('<title>Page not found · Hatchery</title>');
  expect(html).toContain('<meta name="robots" content="noindex">');
  for (const known of ['/', '/companies/', '/admin/applicants/7d2f', '/products/3/edit', '/auth']) {
    expect((await app.request(known)).status, known).toBe(200);
  }
});

it('preloads the route chunk and its static imports with the page, not the entry twice', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-preload-'));
  try {
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<html><head><script type="module" crossorigin src="/assets/index-Entry123.js"></script></head><body></body></html>',
    );
    writeFileSync(path.join(dir, 'assets', 'index-Entry123.js'), 'export const x=1;');
    writeFileSync(
      path.join(dir, 'assets', 'faq-AbCd1234.js'),
      'import{x as a}from"./index-Entry123.js";import{y as b}from"./shared-Zz9_8-7x.js";export default a+b;',
    );
    writeFileSync(
      path.join(dir, 'assets', 'shared-Zz9_8-7x.js'),
      'import"./leaf-Qq1234_5.js";export const y=2;',
    );
    writeFileSync(path.join(dir, 'assets', 'leaf-Qq1234_5.js'), 'export {};');
    writeFileSync(path.join(dir, 'assets', 'faq-detail-Ab123456.js'), 'export {};');
    const spa = new Hono().get('*', (c) => serveSpa(c, dir));

    const html = await (await spa.request('/faq')).text();
    const preloaded = [...html.matchAll(/rel="modulepreload" crossorigin href="\/assets\/([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(preloaded.sort()).toEqual(['faq-AbCd1234.js', 'leaf-Qq1234_5.js', 'shared-Zz9_8-7x.js']);

    const other = await (await spa.request('/no-such-page')).text();
    expect(other).not.toContain('modulepreload');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('a server-rendered page', () => {
  let dir: string;
  const drawn = (hydrate: Hydration, draw = true) => ({
    publicUrl: () => 'http://localhost',
    prerender: async () => ({
      key: `drawn:${JSON.stringify(hydrate)}:${draw}`,
      hydrate,
      apply: async (html: string) =>
        draw ? html.replace('<div id="root"></div>', '<div id="root"><h1>Hi</h1></div>') : html,
    }),
  });
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-boot-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<html><head><script type="module" crossorigin src="/assets/index-Entry123.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/vendor-Vv123456.js"></head>' +
        '<body><div id="root"></div></body></html>',
    );
    for (const name of ['index-Entry123.js', 'vendor-Vv123456.js', 'boot-Bo0t1234.js'])
      writeFileSync(path.join(dir, 'assets', name), 'export {};');
    writeFileSync(path.join(dir, 'assets', 'faq-AbCd1234.js'), 'import"./index-Entry123.js";export {};');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads only the boot script, which names the entry and the chunks to fetch on intent', async () => {
    const spa = new Hono().get('*', (c) => serveSpa(c, dir, drawn({ when: 'intent' })));
    const html = await (await spa.request('/faq')).text();
    expect(html).toContain('<h1>Hi</h1>');
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/assets/boot-Bo0t1234.js']);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('data-app-entry="/assets/index-Entry123.js"');
    expect(html).toContain('data-preload="/assets/vendor-Vv123456.js /assets/faq-AbCd1234.js"');
    expect(html).toContain('data-hydrate="intent"');

    expect(html).not.toContain('data-hydrate-idle-if-stored');

    const idle = new Hono().get('*', (c) => serveSpa(c, dir, drawn({ when: 'idle' })));
    expect(await (await idle.request('/faq')).text()).toContain('data-hydrate="idle"');
    const apply = new Hono().get('*', (c) =>
      serveSpa(c, dir, drawn({ when: 'intent', idleIfStored: 'hatchery-apply-draft' })),
    );
    const applyHtml = await (await apply.request('/apply')).text();
    expect(applyHtml).toContain('data-hydrate="intent" data-hydrate-idle-if-stored="hatchery-apply-draft"');
  });

  it('keeps the entry when the page could not be drawn, so the browser draws it at once', async () => {
    const spa = new Hono().get('*', (c) => serveSpa(c, dir, drawn({ when: 'intent' }, false)));
    const html = await (await spa.request('/faq')).text();
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-Entry123.js">');
    expect(html).not.toContain('boot-');
    expect(html).toContain('href="/assets/faq-AbCd1234.js"');
  });
});
