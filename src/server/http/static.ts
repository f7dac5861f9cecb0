import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { routeChunkName, withBootScript, withRoutePreloads } from './page-scripts';
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
  prerender?: (pagePath: string, search: string, request: Headers) => Promise<PagePrerender | null>;
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
    page.kind === 'public' && site.prerender
      ? await site.prerender(page.page.path, search, c.req.raw.headers)
      : null;
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
        if (!rendered)
          return withPageMeta(route ? await withRoutePreloads(html, root, route) : html, page, publicUrl);
        // Drawn here: the page needs no script to show, so React waits for the visitor.
        const shell = withPageMeta(
          await withBootScript(html, root, route, rendered.hydrate),
          page,
          publicUrl,
        );
        const drawn = await rendered.apply(shell);
        // A page that failed to render is the plain shell, and the browser must draw it at once.
        return drawn === shell
          ? withPageMeta(route ? await withRoutePreloads(html, root, route) : html, page, publicUrl)
          : drawn;
      },
    },
  );
}
