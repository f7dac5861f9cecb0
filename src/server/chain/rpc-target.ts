import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
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
  await assertPublicTarget(rpcUrl, allowPrivate, {
    field: 'rpcUrl',
    label: 'RPC URL',
    env: 'RPC_ALLOW_PRIVATE',
  });
}

/**
 * The fetch for every server-side call to an admin-entered RPC URL: the URL is fenced before each
 * request, and a redirect is refused (a 400 naming rpcUrl) rather than followed, since where it
 * points was never fenced.
 */
export function fencedRpcFetch(allowPrivate: boolean): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    await assertRpcTargetAllowed(url, allowPrivate);
    const res = await fetch(input, { ...init, redirect: 'manual' });
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      throw validationError({
        rpcUrl: `RPC URL redirects (HTTP ${res.status}); enter the address it redirects to instead`,
      });
    }
    return res;
  };
}

/**
 * The same fence for any URL the server calls on an admin's word (RPC URLs, monitor webhooks):
 * a 400 naming `field` when its host is, or resolves to, a private address.
 */
export async function assertPublicTarget(
  url: string,
  allowPrivate: boolean,
  { field, label, env }: { field: string; label: string; env: string },
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
