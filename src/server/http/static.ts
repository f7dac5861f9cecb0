import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';

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
    const body = await readFile(file);
    const immutable = urlPath.startsWith('/assets/');
    return c.body(body, 200, {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    });
  }
  if (urlPath.startsWith('/assets/') || path.extname(urlPath) !== '') {
    return c.text('Not found', 404);
  }
  const index = await readFile(path.join(root, 'index.html'));
  return c.body(index, 200, {
    'Content-Type': types['.html']!,
    'Cache-Control': 'no-cache',
  });
}
