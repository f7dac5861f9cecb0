import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import type { PagePrerender } from './prerender';
import { classifyPath, withPageMeta } from './site-pages';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.webmanifest']);
/** Compressed bodies by file, encoding and mtime: built files never change while we run. */
const compressed = new Map<string, Uint8Array<ArrayBuffer>>();
/**
 * index.html per page (meta tags, preloads, the server-rendered page), by mtime and the data's
 * versions: built once per page and change, not per request.
 */
const transformed = new Map<string, Uint8Array<ArrayBuffer>>();

/** Keys include query strings and data versions: start over rather than grow without end. */
const MAX_ENTRIES = 500;
function remember(map: Map<string, Uint8Array<ArrayBuffer>>, key: string, value: Uint8Array<ArrayBuffer>) {
  if (map.size >= MAX_ENTRIES) map.clear();
  map.set(key, value);
}

/**
 * Brotli or gzip for text files when the client accepts it: the JS bundle is a third of its
 * size compressed, which decides first paint on a phone.
 */
async function encode(file: string, variant: string, body: Uint8Array, accept: string | undefined) {
  if (!compressible.has(path.extname(file)) || body.length < 1024 || !accept) return null;
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
  if (!encoding) return null;
  const mtime = (await stat(file)).mtimeMs;
  const key = `${encoding}:${mtime}:${file}#${variant}`;
  let out = compressed.get(key);
  if (!out) {
    const packed =
      encoding === 'br'
        ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : await gz(body, { level: 9 });
    out = new Uint8Array(packed);
    remember(compressed, key, out);
  }
  return { encoding, body: out };
}

async function send(
  c: Context,
  file: string,
  status: 200 | 404,
  headers: Record<string, string>,
  transform?: { key: string; apply(text: string): Promise<string> },
) {
  let body: Uint8Array<ArrayBuffer>;
  if (transform) {
    const key = `${(await stat(file)).mtimeMs}:${file}#${transform.key}`;
    let out = transformed.get(key);
    if (!out) {
      out = new TextEncoder().encode(await transform.apply(await readFile(file, 'utf8')));
      remember(transformed, key, out);
    }
    body = out;
  } else body = new Uint8Array(await readFile(file));
  const enc = await encode(file, transform?.key ?? '', body, c.req.header('accept-encoding'));
  if (!enc) return c.body(body, status, headers);
  return c.body(enc.body, status, { ...headers, 'Content-Encoding': enc.encoding, Vary: 'Accept-Encoding' });
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
};

async function fileIn(root: string, urlPath: string): Promise<string | null> {
  const decoded = decodeURIComponent(urlPath);
  const full = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (!full.startsWith(root + path.sep)) return null;
  const info = await stat(full).catch(() => null);
  return info?.isFile() ? full : null;
}

/**
 * Serves the built SPA: real files as they are (hashed assets cached for a year), a real 404 for
 * a missing `/assets/*`, and index.html for every other GET so client routes deep-link: 200 with
 * the page's title and meta tags on a known path, 404 on any other.
 */
export interface SpaSite {
  publicUrl: () => string;
  /** Server rendering of a public page (http/prerender.ts); without it, the plain SPA shell. */
  prerender?: (pagePath: string, search: string) => Promise<PagePrerender | null>;
}

export async function serveSpa(
  c: Context,
  root: string,
  site: SpaSite = { publicUrl: () => 'http://localhost' },
): Promise<Response> {
  const urlPath = c.req.path;
  const file = await fileIn(root, urlPath).catch(() => null);
  if (file) {
    const immutable = urlPath.startsWith('/assets/');
    return send(c, file, 200, {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    });
  }
  if (urlPath.startsWith('/assets/') || path.extname(urlPath) !== '') {
    return c.text('Not found', 404);
  }
  const page = classifyPath(urlPath);
  const route = page.kind === 'unknown' ? null : routeChunkName(urlPath);
  const publicUrl = site.publicUrl();
  const search = new URL(c.req.url).search;
  const rendered =
    page.kind === 'public' && site.prerender ? await site.prerender(page.page.path, search) : null;
  const key = `${route ?? ''}\0${page.kind === 'public' ? page.page.path : page.kind}\0${publicUrl}\0${rendered?.key ?? ''}`;
  // An unknown path is a real 404 for crawlers and links; the SPA still draws its 404 screen.
  return send(
    c,
    path.join(root, 'index.html'),
    page.kind === 'unknown' ? 404 : 200,
    { 'Content-Type': types['.html']!, 'Cache-Control': 'no-cache' },
    {
      key,
      apply: async (html) => {
        const shell = withPageMeta(
          route ? await withRoutePreloads(html, root, route) : html,
          page,
          publicUrl,
        );
        return rendered ? rendered.apply(shell) : shell;
      },
    },
  );
}

/** Public screens whose code is worth fetching together with the entry chunk. */
const preloadedRoutes = new Set(['home', 'apply', 'companies', 'incubator', 'faq', 'transparency']);

function routeChunkName(urlPath: string): string | null {
  const first = urlPath.split('/').filter(Boolean)[0] ?? 'home';
  return preloadedRoutes.has(first) ? first : null;
}

const staticImport = /(?:^|[;}])\s*import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([\w.-]+\.js)["']/g;

/**
 * The lazily loaded route chunk (Vite names it after the route module) and the chunks it imports
 * statically, as <link rel="modulepreload"> tags: the browser fetches them alongside the entry
 * chunk instead of after it has run, one round trip less before first paint.
 */
const preloadedHtml = new Map<string, string>();

async function withRoutePreloads(html: string, root: string, route: string): Promise<string> {
  const key = `${root}\0${route}\0${html}`;
  const cached = preloadedHtml.get(key);
  if (cached !== undefined) return cached;
  const out = await injectRoutePreloads(html, root, route);
  preloadedHtml.set(key, out);
  return out;
}

async function injectRoutePreloads(html: string, root: string, route: string): Promise<string> {
  const assets = path.join(root, 'assets');
  const names = await readdir(assets).catch(() => [] as string[]);
  const chunk = names.find((n) => new RegExp(`^${route}-[\\w-]{8}\\.js$`).test(n));
  if (!chunk) return html;
  const inHtml = new Set([...html.matchAll(/\/assets\/([\w.-]+\.js)/g)].map((m) => m[1]));
  const seen = new Set<string>();
  const queue = [chunk];
  while (queue.length) {
    const name = queue.shift()!;
    if (seen.has(name) || inHtml.has(name)) continue;
    seen.add(name);
    const code = await readFile(path.join(assets, name), 'utf8').catch(() => '');
    for (const m of code.matchAll(staticImport)) queue.push(m[1]!);
  }
  const links = [...seen].map((n) => `<link rel="modulepreload" crossorigin href="/assets/${n}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}
