import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type {
  Audience as ContractAudience,
  Output,
  RouteContract,
  StatusOf,
} from '~/shared/contracts/contract';
import { allow, type Audience } from './access';
import { respond } from './respond';
import type { AppEnv } from './types';
import { validate } from './validate';

// The contracts' audiences are the server's: a word added to one and not the other fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const audiencesAgree: Same<Audience, ContractAudience> = true;
void audiencesAgree;

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/** What a status answers with, as the service returns it (Dates, not strings); nothing for a 204. */
type Payload<C extends RouteContract, S extends StatusOf<C>> = C['responses'][S] extends z.ZodType
  ? z.output<C['responses'][S]>
  : void;

/**
 * What a handler returns: the answer of the contract's one success status, or, when it declares
 * several, `reply(status, value)` naming which. Checked at compile time against the contract.
 */
export type ContractResult<C extends RouteContract> =
  IsUnion<StatusOf<C>> extends true
    ? { [S in StatusOf<C>]: Reply<S, Payload<C, S>> }[StatusOf<C>]
    : Payload<C, StatusOf<C>>;

const REPLY = Symbol('hatchery.reply');
export interface Reply<S, T> {
  [REPLY]: true;
  status: S;
  value: T;
}
export const reply = <S extends number, T>(status: S, value: T): Reply<S, T> => ({
  [REPLY]: true,
  status,
  value,
});

/** The validated parts of the request, typed from the contract's schemas. */
export interface ContractRequest<C extends RouteContract> {
  c: Context<AppEnv>;
  params: Output<C['params']>;
  query: Output<C['query']>;
  body: Output<C['body']>;
}

export type ContractHandler<C extends RouteContract> = (
  request: ContractRequest<C>,
) => Promise<ContractResult<C>> | ContractResult<C>;

export const CONTRACT = Symbol.for('hatchery.contract');

/** The contract a route's handler implements (the OpenAPI document reads it back). */
export function contractOf(handler: unknown): RouteContract | undefined {
  return (handler as { [CONTRACT]?: RouteContract } | null)?.[CONTRACT];
}

// Hono types `c.req.valid` from a literal handler list; each part was checked by the
// `validate(...)` registered on the same route.
const valid = (c: Context, target: 'param' | 'query' | 'json') =>
  (c.req.valid as (t: string) => unknown)(target);

/**
 * The routes of contracts under one mount (`contractRoutes('/api/networks')`, mounted by the
 * feature at `/networks`). Each `.implement(contract, handler)` registers the one way:
 * `allow(contract.audience)` -> `validate(...)` for each part the contract names -> any `extra`
 * middleware -> the handler (a service call) -> `respond()` through the status's schema, which
 * drops unnamed fields and encodes Dates (a 204 sends no body). Routes register in call order.
 */
export function contractRoutes(mount: `/api${string}`) {
  const app = new Hono<AppEnv>();
  const routes = {
    app,
    implement<C extends RouteContract>(
      contract: C,
      handler: ContractHandler<C>,
      extra: MiddlewareHandler<AppEnv>[] = [],
    ) {
      if (!contract.path.startsWith(mount))
        throw new Error(`${contract.resource}.${contract.name}: ${contract.path} is not under ${mount}`);
      const path = contract.path.slice(mount.length) || '/';
      const statuses = Object.keys(contract.responses).map(Number) as StatusOf<C>[];
      const checks: MiddlewareHandler[] = [];
      if (contract.params) checks.push(validate('param', contract.params));
      if (contract.query) checks.push(validate('query', contract.query));
      if (contract.body) checks.push(validate('json', contract.body));
      const run = async (c: Context<AppEnv>) => {
        const result = await handler({
          c,
          params: (contract.params ? valid(c, 'param') : undefined) as never,
          query: (contract.query ? valid(c, 'query') : undefined) as never,
          body: (contract.body ? valid(c, 'json') : undefined) as never,
        });
        const replied = (result as Partial<Reply<number, unknown>> | undefined)?.[REPLY] === true;
        const status = replied ? (result as Reply<number, unknown>).status : statuses[0]!;
        const value = replied ? (result as Reply<number, unknown>).value : result;
        const schema: z.ZodType | null | undefined = contract.responses[status as StatusOf<C>];
        if (schema === undefined)
          throw new Error(`${contract.name}: status ${status} is not in its contract`);
        if (schema === null) return c.body(null, status as 204);
        return respond(c, schema, value, status as 200);
      };
      const handlers = [
        allow(contract.audience),
        ...checks,
        ...extra,
        Object.assign(run, { [CONTRACT]: contract }),
      ];
      app.on(
        contract.method,
        path,
        ...(handlers as [MiddlewareHandler<AppEnv>, ...MiddlewareHandler<AppEnv>[]]),
      );
      return routes;
    },
  };
  return routes;
}
