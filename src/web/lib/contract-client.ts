import { queryOptions, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RouteContract, StatusOf } from '~/shared/contracts/contract';
import { apiRequest } from './api-client';

/**
 * The browser's side of the route contracts (`src/shared/contracts`): `call(contract, input)`
 * builds the path from the contract and its params, sends the query and JSON body, and answers
 * the wire value of the status the server sent, typed by the contract. In development and tests
 * the answer is parsed by that status's schema first, so a server (or a test's stub) answering a
 * shape the contract does not declare fails loudly; production builds skip the parse.
 */

type Part<K extends string, S> = S extends z.ZodType
  ? object extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: undefined };

/** A multipart contract's call sends its parts as one `FormData` (the browser sets the boundary). */
type FormPart<S> = S extends z.ZodType ? { form: FormData } : { form?: undefined };

/** What a call sends: `{ params, query, body }` (or `form`), each typed by the contract (input side). */
export type CallInput<C extends RouteContract> = Part<'params', C['params']> &
  Part<'query', C['query']> &
  Part<'body', C['body']> &
  FormPart<C['form']>;

/** What a call answers: the wire form of its success statuses (dates as ISO strings); nothing for a 204. */
export type Answer<C extends RouteContract> = {
  [S in StatusOf<C>]: C['responses'][S] extends z.ZodType ? z.input<C['responses'][S]> : undefined;
}[StatusOf<C>];

type Args<C extends RouteContract> =
  object extends CallInput<C>
    ? [input?: CallInput<C>, init?: { signal?: AbortSignal }]
    : [input: CallInput<C>, init?: { signal?: AbortSignal }];

const env = (import.meta as { env?: { DEV?: boolean; MODE?: string } }).env;
/** Development and tests parse every answer; a production build does not. */
export const parsesAnswers = !!env && (env.DEV === true || env.MODE === 'test');

/** `/api/networks/:id` + `{ id }` -> `/api/networks/1f…`, each part encoded. */
export function pathOf(contract: RouteContract, params: Record<string, unknown> = {}): string {
  return contract.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${contract.resource}.${contract.name}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of a call: undefined and null are left out, arrays repeat their key. */
export function searchOf(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null) search.append(key, String(one));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The answer does not match the contract: a server bug, or a test's stub that drifted. */
export class ContractMismatchError extends Error {
  override name = 'ContractMismatchError';
}

export async function call<C extends RouteContract>(
  contract: C,
  ...[input, init]: Args<C>
): Promise<Answer<C>> {
  const { params, query, body, form } = (input ?? {}) as {
    params?: object;
    query?: object;
    body?: unknown;
    form?: FormData;
  };
  const res = await apiRequest(
    pathOf(contract, params as Record<string, unknown>) + searchOf(query as never),
    {
      method: contract.method,
      signal: init?.signal,
      ...(form
        ? { body: form }
        : body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    },
  );
  const declared = contract.responses as Partial<Record<number, z.ZodType | null>>;
  // A stub that answers every JSON with 200 still meets a contract with one success status.
  const statuses = Object.keys(declared).map(Number);
  const schema =
    res.status in declared
      ? declared[res.status]
      : statuses.length === 1
        ? declared[statuses[0]!]
        : undefined;
  const where = `${contract.method} ${contract.path}`;
  if (schema === undefined)
    return mismatch(`${where} answered status ${res.status}, not one its contract declares`);
  if (schema === null || res.status === 204) return undefined as Answer<C>;
  const value: unknown = await res.json();
  if (parsesAnswers) {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`);
      return mismatch(`${where} answered a shape its contract does not declare: ${issues.join('; ')}`);
    }
  }
  return value as Answer<C>;
}

function mismatch(message: string): never {
  if (parsesAnswers) console.error(message);
  throw new ContractMismatchError(message);
}

/**
 * The query key of a contract's read: `[resource, name]`, then the call's params and query when
 * it has any. Every read of a resource starts with `[resource]`, so one invalidation reaches all.
 */
export function contractKey<C extends RouteContract>(contract: C, input?: CallInput<C>): QueryKey {
  const { params, query } = (input ?? {}) as { params?: unknown; query?: unknown };
  const parts = {
    ...(params === undefined ? {} : { params }),
    ...(query === undefined ? {} : { query }),
  };
  return Object.keys(parts).length > 0
    ? [contract.resource, contract.name, parts]
    : [contract.resource, contract.name];
}

/** A read's `queryOptions`: the contract's key for this input, and `call()` as its query function. */
export function contractQuery<C extends RouteContract>(contract: C, ...[input]: Args<C>) {
  return queryOptions({
    queryKey: contractKey(contract, input),
    queryFn: ({ signal }) =>
      (call as (c: C, i: unknown, o: object) => Promise<Answer<C>>)(contract, input, { signal }),
  });
}

/** A resource's contracts (`networkContracts`), one contract, or a query key of a feature not yet under contracts. */
export type InvalidationTarget = RouteContract | Readonly<Record<string, RouteContract>> | QueryKey;

/** The key prefix a target names: a group's `[resource]`, a contract's `[resource, name]`. */
export function keyOf(target: InvalidationTarget): QueryKey {
  if (Array.isArray(target)) return target;
  if ('method' in target && typeof target.method === 'string') {
    const contract = target as RouteContract;
    return [contract.resource, contract.name];
  }
  const first = Object.values(target as Record<string, RouteContract>)[0];
  if (!first) throw new Error('An empty group of contracts names no queries');
  return [first.resource];
}

/** After a write: refetch every read the targets name (`useInvalidate(networkContracts, …)`). */
export function useInvalidate(...targets: InvalidationTarget[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(targets.map((target) => queryClient.invalidateQueries({ queryKey: keyOf(target) })));
}
