import { validateAbi, type AbiJson } from '~/shared/abi';
import type { AbiVerification } from '~/shared/schemas/deployments';
import { EXPLORER_TARGET, fencedFetch } from './rpc-target';

/**
 * Fetches a verified ABI for an address: first the network's Etherscan-compatible explorer API
 * (`module=contract&action=getabi`, as Etherscan, Routescan and Snowtrace answer it), then Sourcify
 * (API v2 `GET /v2/contract/{chainId}/{address}?fields=abi,sources`). Each source has its own
 * timeout; the first that answers with a valid ABI wins. Nothing here throws for a source that is
 * down or does not know the contract: the attempts say what each answered.
 */

export interface AbiFetchTarget {
  chainId: number;
  explorerApiUrl: string | null;
  explorerApiKey: string | null;
}

export interface AbiFetchOptions {
  sourcifyUrl: string;
  timeoutMs: number;
  /** config.RPC_ALLOW_PRIVATE: admin-entered explorer URLs get the same fence as RPC URLs. */
  allowPrivate: boolean;
}

export interface FetchedAbi {
  abi: AbiJson;
  source: 'explorer' | 'sourcify';
  verification: Exclude<AbiVerification, 'unverified'>;
  sourceText: string | null;
}

export interface AbiAttempt {
  source: 'explorer' | 'sourcify';
  message: string;
}

export type AbiFetchResult =
  | { found: true; fetched: FetchedAbi; attempts: AbiAttempt[] }
  | { found: false; attempts: AbiAttempt[]; message: string };

export async function fetchVerifiedAbi(
  target: AbiFetchTarget,
  address: string,
  options: AbiFetchOptions,
): Promise<AbiFetchResult> {
  const attempts: AbiAttempt[] = [];
  if (target.explorerApiUrl) {
    const explorer = await attempt('explorer', options, () => fromExplorer(target, address, options));
    if ('abi' in explorer) return { found: true, fetched: explorer, attempts };
    attempts.push(explorer);
  } else {
    attempts.push({ source: 'explorer', message: 'no explorer API is configured for this network' });
  }
  const sourcify = await attempt('sourcify', options, () => fromSourcify(target.chainId, address, options));
  if ('abi' in sourcify) return { found: true, fetched: sourcify, attempts };
  attempts.push(sourcify);
  return {
    found: false,
    attempts,
    message: `No verified ABI found (explorer: ${attempts[0]!.message}; Sourcify: ${attempts[1]!.message}). Paste the ABI, upload a JSON file or pick one from the library.`,
  };
}

async function attempt(
  source: AbiAttempt['source'],
  { timeoutMs }: AbiFetchOptions,
  run: () => Promise<FetchedAbi | string>,
): Promise<FetchedAbi | AbiAttempt> {
  try {
    const result = await run();
    return typeof result === 'string' ? { source, message: result } : result;
  } catch (err) {
    const e = err as { name?: string; message?: string; fields?: Record<string, string> };
    if (e.name === 'TimeoutError' || e.name === 'AbortError')
      return { source, message: `no answer within ${timeoutMs / 1000} s` };
    const detail = e.fields ? Object.values(e.fields)[0] : e.message;
    return { source, message: `unreachable (${detail ?? String(err)})` };
  }
}

async function getJson(
  url: string,
  timeoutMs: number,
  send: typeof fetch = fetch,
): Promise<{ status: number; body: unknown }> {
  const res = await send(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'error',
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: res.status, body };
}

async function fromExplorer(
  target: AbiFetchTarget,
  address: string,
  options: AbiFetchOptions,
): Promise<FetchedAbi | string> {
  const base = target.explorerApiUrl!;
  const url = new URL(base);
  url.searchParams.set('chainid', String(target.chainId));
  url.searchParams.set('module', 'contract');
  url.searchParams.set('action', 'getabi');
  url.searchParams.set('address', address);
  if (target.explorerApiKey) url.searchParams.set('apikey', target.explorerApiKey);
  const { status, body } = await getJson(
    url.toString(),
    options.timeoutMs,
    fencedFetch(EXPLORER_TARGET, options.allowPrivate),
  );
  // { status: "1", message: "OK", result: "<ABI JSON>" } or { status: "0", message: "NOTOK", result: "<why>" }
  const answer = body as { status?: unknown; message?: unknown; result?: unknown } | null;
  if (!answer || typeof answer.result !== 'string') return `answered HTTP ${status} without a getabi result`;
  if (answer.status !== '1') return answer.result || String(answer.message ?? 'not verified');
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.result);
  } catch {
    return 'answered an ABI that is not JSON';
  }
  const check = validateAbi(parsed);
  if (!check.ok) return `answered an invalid ABI (${check.message})`;
  // getabi answers only for verified contracts and does not say exact or similar: counted as full.
  return { abi: check.abi, source: 'explorer', verification: 'full', sourceText: null };
}

async function fromSourcify(
  chainId: number,
  address: string,
  options: AbiFetchOptions,
): Promise<FetchedAbi | string> {
  const base = options.sourcifyUrl.replace(/\/+$/, '');
  const url = `${base}/v2/contract/${chainId}/${address}?fields=abi,sources`;
  const { status, body } = await getJson(url, options.timeoutMs);
  if (status === 404) return 'not verified there';
  const answer = body as {
    match?: unknown;
    abi?: unknown;
    sources?: Record<string, { content?: unknown }>;
    message?: unknown;
  } | null;
  if (status !== 200 || !answer) {
    return `answered HTTP ${status}${typeof answer?.message === 'string' ? `: ${answer.message}` : ''}`;
  }
  if (answer.match !== 'exact_match' && answer.match !== 'match') return 'not verified there';
  const check = validateAbi(answer.abi);
  if (!check.ok) return `answered an invalid ABI (${check.message})`;
  return {
    abi: check.abi,
    source: 'sourcify',
    verification: answer.match === 'exact_match' ? 'full' : 'partial',
    sourceText: sourcesText(answer.sources),
  };
}

/** Verified source files as one text, each under its path. */
function sourcesText(sources: Record<string, { content?: unknown }> | undefined): string | null {
  if (!sources) return null;
  const parts = Object.entries(sources)
    .filter(([, file]) => typeof file?.content === 'string')
    .map(([path, file]) => `// ${path}\n${file.content as string}`);
  return parts.length ? parts.join('\n\n') : null;
}
