import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Public screens whose code is worth fetching together with the entry chunk. */
const preloadedRoutes = new Set(['home', 'apply', 'companies', 'incubator', 'faq', 'transparency']);

export function routeChunkName(urlPath: string): string | null {
  const first = urlPath.split('/').filter(Boolean)[0] ?? 'home';
  return preloadedRoutes.has(first) ? first : null;
}

const staticImport = /(?:^|[;}])\s*import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([\w.-]+\.js)["']/g;
const entryScript = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const modulePreload = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

/**
 * The lazily loaded route chunk (Vite names it after the route module) and the chunks it imports
 * statically, minus those the HTML already loads: what the page needs beside the entry chunk.
 */
const routeChunks = new Map<string, string[]>();

async function chunksOfRoute(html: string, root: string, route: string): Promise<string[]> {
  const key = `${root}\0${route}\0${html}`;
  const cached = routeChunks.get(key);
  if (cached) return cached;
  const assets = path.join(root, 'assets');
  const names = await readdir(assets).catch(() => [] as string[]);
  const chunk = names.find((n) => new RegExp(`^${route}-[\\w-]{8}\\.js$`).test(n));
  const inHtml = new Set([...html.matchAll(/\/assets\/([\w.-]+\.js)/g)].map((m) => m[1]));
  const seen = new Set<string>();
  const queue = chunk ? [chunk] : [];
  while (queue.length) {
    const name = queue.shift()!;
    if (seen.has(name) || inHtml.has(name)) continue;
    seen.add(name);
    const code = await readFile(path.join(assets, name), 'utf8').catch(() => '');
    for (const m of code.matchAll(staticImport)) queue.push(m[1]!);
  }
  const out = [...seen].map((n) => `/assets/${n}`);
  routeChunks.set(key, out);
  return out;
}

/**
 * A page the browser renders: the route's chunks as <link rel="modulepreload">, fetched alongside
 * the entry chunk instead of after it has run, one round trip less before first paint.
 */
export async function withRoutePreloads(html: string, root: string, route: string): Promise<string> {
  const chunks = await chunksOfRoute(html, root, route);
  const links = chunks.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * When a server-rendered page takes React in: on the visitor's first intent, or once idle;
 * `idleIfStored` names a localStorage key whose presence makes it once idle (the page has
 * something of this browser's to show, such as a saved draft, that the server could not draw).
 */
export interface Hydration {
  when: 'intent' | 'idle';
  idleIfStored?: string;
}

let bootChunk: { root: string; name: string | null } | null = null;

async function bootChunkIn(root: string): Promise<string | null> {
  if (bootChunk?.root === root) return bootChunk.name;
  const names = await readdir(path.join(root, 'assets')).catch(() => [] as string[]);
  bootChunk = { root, name: names.find((n) => /^boot-[\w-]{8}\.js$/.test(n)) ?? null };
  return bootChunk.name;
}

/**
 * A server-rendered page (docs/decisions/0021): the app entry and its preloads leave the HTML,
 * and the small boot script takes their place, naming them for later. It fetches them on the
 * visitor's first intent (or once idle, see Hydration) and hydrates then. Without a built boot script the page
 * keeps the entry, as before.
 */
export async function withBootScript(
  html: string,
  root: string,
  route: string | null,
  hydration: Hydration,
): Promise<string> {
  const boot = await bootChunkIn(root);
  const entry = entryScript.exec(html)?.[1];
  if (!boot || !entry) return route ? withRoutePreloads(html, root, route) : html;
  const later = [...html.matchAll(modulePreload)].map((m) => m[1]!);
  if (route) later.push(...(await chunksOfRoute(html, root, route)));
  const tag =
    `<script type="module" crossorigin src="/assets/${boot}" data-app-entry="${entry}"` +
    ` data-preload="${later.join(' ')}" data-hydrate="${hydration.when}"` +
    (hydration.idleIfStored ? ` data-hydrate-idle-if-stored="${hydration.idleIfStored}"` : '') +
    '></script>';
  return html.replace(modulePreload, '').replace(entryScript, () => tag);
}
