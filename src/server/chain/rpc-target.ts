import { lookup as dnsLookup } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { LookupAddress } from 'node:dns';
import { Readable } from 'node:stream';
import { validationError } from '../http/app-error';

/**
 * An admin-entered RPC URL is fetched by the server, so without a fence it lets an admin probe
 * internal addresses (issue 12 item 7). Loopback, link-local, private and shared ranges are
 * refused unless RPC_ALLOW_PRIVATE=true (a local chain in development and in the tests). The
 * host name is resolved first and every address it resolves to is judged, so a public name
 * pointing inside is refused too.
 */
const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv6');
}

/** True for an address no admin-entered RPC URL may reach by default (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return privateRanges.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateRanges.check(mapped[1]!, 'ipv4');
  return privateRanges.check(address, 'ipv6');
}

/** Throws a 400 naming `rpcUrl` when the URL's host is, or resolves to, a private address. */
export async function assertRpcTargetAllowed(rpcUrl: string, allowPrivate: boolean): Promise<void> {
  await assertPublicTarget(rpcUrl, allowPrivate, RPC_TARGET);
}

/** What a fenced URL is, for the refusal: the request field it came from and its setting. */
export interface FenceTarget {
  field: string;
  label: string;
  env: string;
}

export const RPC_TARGET: FenceTarget = { field: 'rpcUrl', label: 'RPC URL', env: 'RPC_ALLOW_PRIVATE' };
export const WEBHOOK_TARGET: FenceTarget = {
  field: 'webhookUrl',
  label: 'Webhook URL',
  env: 'WEBHOOK_ALLOW_PRIVATE',
};

/** The fence's refusal, naming the target's field; `what` is the address, or `host is address`. */
function privateTarget(target: FenceTarget, what: string) {
  return validationError({
    [target.field]: `${target.label} points to a private or local address (${what}); set ${target.env}=true to allow it`,
  });
}

/**
 * The lookup of every fenced connection: the host's addresses come from one resolution, are
 * judged, and are the very addresses the socket then connects to (no second lookup a rebound name
 * could answer differently). A name with any private address is refused.
 */
function fencedLookup(allowPrivate: boolean, lookup: LookupFunction, target: FenceTarget): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (err, found) => {
      const addresses = found as unknown as LookupAddress[];
      if (err) return callback(err, '', 0);
      const inside = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (inside) return callback(privateTarget(target, `${hostname} is ${inside.address}`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first)
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

interface Agents {
  http: HttpAgent;
  https: HttpsAgent;
}

/**
 * Kept-alive sockets, one pair of agents per setting, so a connection opened with private
 * addresses allowed never serves a fenced call: the hot paths (monitor watcher, capital sync)
 * reuse a checked connection.
 */
const agentsBySetting = new Map<boolean, Agents>();
function agentsFor(allowPrivate: boolean): Agents {
  let agents = agentsBySetting.get(allowPrivate);
  if (!agents) {
    agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };
    agentsBySetting.set(allowPrivate, agents);
  }
  return agents;
}

/**
 * The fetch for every server-side call to a URL an admin entered (RPC URLs, explorer APIs,
 * monitor webhooks). The fence is applied where the connection is made: an IP literal is judged
 * as written, a host name in the lookup the socket connects with (see fencedLookup), so there is
 * no lookup before each request and no gap between check and connect. A refusal is a 400 naming
 * the target's field (viem keeps it as the error's cause). A redirect is refused too rather than
 * followed, since where it points was never fenced.
 *
 * `lookup` replaces the system resolver (tests).
 */
export function fencedFetch(
  target: FenceTarget,
  allowPrivate: boolean,
  { lookup = dnsLookup }: { lookup?: LookupFunction } = {},
): typeof fetch {
  const agents = agentsFor(allowPrivate);
  const connectLookup = fencedLookup(allowPrivate, lookup, target);
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw validationError({ [target.field]: `${target.label} must be an http(s) URL` });
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // A literal address is connected to as written, without a lookup: judged here.
    if (!allowPrivate && isIP(host) && isPrivateAddress(host)) throw privateTarget(target, host);
    const res = await send(url, init, agents, connectLookup);
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      throw validationError({
        [target.field]: `${target.label} redirects (HTTP ${res.status}); enter the address it redirects to instead`,
      });
    }
    return res;
  };
}

/** fencedFetch for RPC URLs: refusals name rpcUrl and RPC_ALLOW_PRIVATE. */
export function fencedRpcFetch(
  allowPrivate: boolean,
  options: { lookup?: LookupFunction } = {},
): typeof fetch {
  return fencedFetch(RPC_TARGET, allowPrivate, options);
}

/** One HTTP exchange over the kept-alive agents and the fenced lookup, answered as a fetch Response. */
function send(
  url: URL,
  init: RequestInit | undefined,
  agents: Agents,
  lookup: LookupFunction,
): Promise<Response> {
  const body = init?.body;
  if (body != null && typeof body !== 'string' && !(body instanceof Uint8Array)) {
    return Promise.reject(new TypeError('The fenced fetch sends a string or bytes body only'));
  }
  const signal = init?.signal ?? undefined;
  const headers = Object.fromEntries(new Headers(init?.headers).entries());
  const attempt = (retriesLeft: number): Promise<Response> =>
    new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
        method: init?.method ?? 'GET',
        headers,
        agent: url.protocol === 'https:' ? agents.https : agents.http,
        lookup,
        signal,
      });
      request.on('error', (err: NodeJS.ErrnoException) => {
        if (signal?.aborted) return reject(signal.reason);
        // A kept-alive socket the server closed while it sat idle fails as it is reused, before
        // the request was read: sent again on another connection (Node's documented remedy).
        if (request.reusedSocket && staleSocketCodes.has(err.code ?? '') && retriesLeft > 0) {
          return resolve(attempt(retriesLeft - 1));
        }
        reject(err);
      });
      request.on('response', (res) => {
        const resHeaders = new Headers();
        for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) {
          resHeaders.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        }
        const status = res.statusCode ?? 502;
        const empty = [204, 205, 304].includes(status) || init?.method === 'HEAD';
        if (empty) res.resume();
        resolve(
          new Response(empty ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>), {
            status,
            statusText: res.statusMessage,
            headers: resHeaders,
          }),
        );
      });
      request.end(body ?? undefined);
    });
  return attempt(2);
}

/** How a reused keep-alive socket the other end had already closed fails. */
const staleSocketCodes = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/**
 * The same fence for any URL the server calls on an admin's word (RPC URLs, monitor webhooks):
 * a 400 naming `field` when its host is, or resolves to, a private address.
 */
export async function assertPublicTarget(
  url: string,
  allowPrivate: boolean,
  { field, label, env }: FenceTarget,
): Promise<void> {
  if (allowPrivate) return;
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  } catch {
    throw validationError({ [field]: `${label} is not a valid URL` });
  }
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw validationError({ [field]: `${label} host ${host} could not be resolved` });
    }
  }
  const inside = addresses.find(isPrivateAddress);
  if (inside) {
    const what = inside === host ? host : `${host} is ${inside}`;
    throw validationError({
      [field]: `${label} points to a private or local address (${what}); set ${env}=true to allow it`,
    });
  }
}
