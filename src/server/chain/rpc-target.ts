import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { AppError, validationError } from '../http/app-error';
import { isPublicAddress } from './address-fence';

export { isPrivateAddress, isPublicAddress } from './address-fence';

/**
 * An admin-entered URL is fetched by the server, so without a fence it lets an admin probe
 * internal addresses (issue 12 item 7, issue 35 items 5 and 10). Only public addresses (see
 * address-fence.ts) are reached unless the target's setting (RPC_ALLOW_PRIVATE,
 * WEBHOOK_ALLOW_PRIVATE: a local chain and receiver in development and in the tests) is on. The
 * host name is resolved and every address it resolves to is judged, so a public name pointing
 * inside is refused too. The same judgement (`fence`) runs when the URL is saved and when it is
 * called.
 */

/** What a fenced URL is, for the refusal: the request field it came from and its setting. */
export interface FenceTarget {
  field: string;
  label: string;
  env: string;
  /**
   * The target's requests only read (JSON-RPC reads, explorer GETs), so one that failed on a
   * dropped connection before any answer may be sent again. Never set for a target whose
   * request acts (a webhook POST): that one is sent once, and its caller decides what a failure means.
   */
  resendOnDroppedConnection?: boolean;
}

export const RPC_TARGET: FenceTarget = {
  field: 'rpcUrl',
  label: 'RPC URL',
  env: 'RPC_ALLOW_PRIVATE',
  // Every RPC call the server makes is a read (the proxy forwards read-only methods only).
  resendOnDroppedConnection: true,
};
export const WEBHOOK_TARGET: FenceTarget = {
  field: 'webhookUrl',
  label: 'Webhook URL',
  env: 'WEBHOOK_ALLOW_PRIVATE',
};
/** An admin-entered explorer API gets the RPC URLs' fence and setting, its refusals naming explorerApiUrl. */
export const EXPLORER_TARGET: FenceTarget = {
  field: 'explorerApiUrl',
  label: 'Explorer API URL',
  env: 'RPC_ALLOW_PRIVATE',
  resendOnDroppedConnection: true,
};

/**
 * The fence itself: null when every address `host` stands for is public, else the refusal naming
 * the target's field. `addresses` is the host itself for a literal, else what it resolved to.
 */
function fence(target: FenceTarget, host: string, addresses: readonly string[]): AppError | null {
  const inside = addresses.find((a) => !isPublicAddress(a));
  if (inside === undefined) return null;
  const what = inside === host ? host : `${host} is ${inside}`;
  return validationError({
    [target.field]: `${target.label} points to a private or local address (${what}); set ${target.env}=true to allow it`,
  });
}

/** The URL's host without IPv6 brackets, or a 400 naming the field for a URL that is not http(s). */
function fencedHost(url: string, { field, label }: FenceTarget): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw validationError({ [field]: `${label} is not a valid URL` });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw validationError({ [field]: `${label} must be an http(s) URL` });
  }
  return parsed.hostname.replace(/^\[|\]$/g, '');
}

/** Every address `host` resolves to, through the same resolver the connection uses. */
function resolveAll(lookup: LookupFunction, host: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    lookup(host, { all: true }, (err, found) => {
      if (err) return reject(err);
      resolve((found as unknown as LookupAddress[]).map((a) => a.address));
    });
  });
}

/**
 * The save-time check of a URL the server will call on an admin's word: a 400 naming the target's
 * field when its host is, or resolves to, a private address, or does not resolve. `lookup`
 * replaces the system resolver (tests).
 */
export async function assertPublicTarget(
  url: string,
  allowPrivate: boolean,
  target: FenceTarget,
  { lookup = dnsLookup as LookupFunction }: { lookup?: LookupFunction } = {},
): Promise<void> {
  const host = fencedHost(url, target);
  if (allowPrivate) return;
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await resolveAll(lookup, host);
    } catch {
      throw validationError({ [target.field]: `${target.label} host ${host} could not be resolved` });
    }
  }
  const refusal = fence(target, host, addresses);
  if (refusal) throw refusal;
}

/** Throws a 400 naming `rpcUrl` when the URL's host is, or resolves to, a private address. */
export async function assertRpcTargetAllowed(rpcUrl: string, allowPrivate: boolean): Promise<void> {
  await assertPublicTarget(rpcUrl, allowPrivate, RPC_TARGET);
}

/**
 * The lookup of every fenced connection: the host's addresses come from one resolution, are all
 * judged, and are the very addresses the socket then connects to (no second lookup a rebound name
 * could answer differently). A name with any private address is refused.
 */
function fencedLookup(allowPrivate: boolean, lookup: LookupFunction, target: FenceTarget): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (err, found) => {
      if (err) return callback(err, '', 0);
      const addresses = found as unknown as LookupAddress[];
      const refusal = allowPrivate
        ? null
        : fence(
            target,
            hostname,
            addresses.map((a) => a.address),
          );
      if (refusal) return callback(refusal, '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first)
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

/**
 * One undici Agent per target and setting, its connector resolving through the fenced lookup:
 * kept-alive connections are reused by the hot paths (monitor watcher, capital sync), and a
 * connection opened with private addresses allowed never serves a fenced call.
 */
const agents = new Map<string, Agent>();
function agentFor(target: FenceTarget, allowPrivate: boolean, lookup: LookupFunction | undefined): Agent {
  const make = () =>
    new Agent({
      connect: { lookup: fencedLookup(allowPrivate, lookup ?? (dnsLookup as LookupFunction), target) },
    });
  if (lookup) return make();
  const key = `${target.field}:${allowPrivate}`;
  let agent = agents.get(key);
  if (!agent) {
    agent = make();
    agents.set(key, agent);
  }
  return agent;
}

/** How a connection the other end dropped mid-exchange fails (undici's 'other side closed', a reset). */
const droppedConnectionCodes = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/**
 * The fetch for every server-side call to a URL an admin entered (RPC URLs, explorer APIs,
 * monitor webhooks), on undici. The fence is applied where the connection is made: an IP literal
 * is judged as written, a host name in the lookup the socket connects with (see fencedLookup), so
 * there is no lookup before each request and no gap between check and connect. A refusal is a 400
 * naming the target's field (viem keeps it as the error's cause). A redirect is refused too rather
 * than followed, since where it points was never fenced. Nothing is sent twice unless the target
 * only reads (resendOnDroppedConnection).
 *
 * `lookup` replaces the system resolver (tests).
 */
export function fencedFetch(
  target: FenceTarget,
  allowPrivate: boolean,
  { lookup }: { lookup?: LookupFunction } = {},
): typeof fetch {
  const dispatcher = agentFor(target, allowPrivate, lookup);
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const host = fencedHost(url, target);
    // A literal address is connected to as written, without a lookup: judged here.
    if (!allowPrivate && isIP(host)) {
      const refusal = fence(target, host, [host]);
      if (refusal) throw refusal;
    }
    const body = init?.body;
    if (body != null && typeof body !== 'string' && !(body instanceof Uint8Array)) {
      throw new TypeError('The fenced fetch sends a string or bytes body only');
    }
    const signal = init?.signal ?? undefined;
    const request = {
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: body ?? undefined,
      signal,
      redirect: 'manual' as const,
      dispatcher,
    };
    let res: Awaited<ReturnType<typeof undiciFetch>>;
    for (let attempt = 1; ; attempt++) {
      try {
        res = await undiciFetch(url, request);
        break;
      } catch (err) {
        const cause = (err as { cause?: unknown }).cause;
        // The fence's refusal from the lookup, as it is (undici wraps it in 'fetch failed').
        if (cause instanceof AppError) throw cause;
        const code = (cause as { code?: string } | undefined)?.code ?? '';
        const resend =
          target.resendOnDroppedConnection &&
          attempt === 1 &&
          !signal?.aborted &&
          droppedConnectionCodes.has(code);
        if (!resend) throw err;
      }
    }
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      throw validationError({
        [target.field]: `${target.label} redirects (HTTP ${res.status}); enter the address it redirects to instead`,
      });
    }
    return res as unknown as Response;
  };
}

/** fencedFetch for RPC URLs: refusals name rpcUrl and RPC_ALLOW_PRIVATE. */
export function fencedRpcFetch(
  allowPrivate: boolean,
  options: { lookup?: LookupFunction } = {},
): typeof fetch {
  return fencedFetch(RPC_TARGET, allowPrivate, options);
}
