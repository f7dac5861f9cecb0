import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.webmanifest']);
/** Compressed bodies by file, encoding and mtime: built files never change while we run. */
const compressed = new Map<string, Uint8Array<ArrayBuffer>>();

/**
 * Brotli or gzip for text files when the client accepts it: the JS bundle is a third of its
 * size compressed, which decides first paint on a phone.
 */
async function encode(file: string, body: Uint8Array, accept: string | undefined) {
  if (!compressible.has(path.extname(file)) || body.length < 1024 || !accept) return null;
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
  if (!encoding) return null;
  const mtime = (await stat(file)).mtimeMs;
  const key = `${encoding}:${mtime}:${file}`;
  let out = compressed.get(key);
  if (!out) {
    const packed =
      encoding === 'br'
        ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : await gz(body, { level: 9 });
    out = new Uint8Array(packed);
    compressed.set(key, out);
  }
  return { encoding, body: out };
}

async function send(c: Context, file: string, status: 200, headers: Record<string, string>) {
  const body = new Uint8Array(await readFile(file));
  const enc = await encode(file, body, c.req.header('accept-encoding'));
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
 * a missing `/assets/*`, and index.html for every other GET so client routes deep-link.
 */
export async function serveSpa(c: Context, root: string): Promise<Response> {
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
  return send(c, path.join(root, 'index.html'), 200, {
    'Content-Type': types['.html']!,
    'Cache-Control': 'no-cache',
  });
}
