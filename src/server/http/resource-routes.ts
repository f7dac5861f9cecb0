import { Hono, type Context, type Handler, type MiddlewareHandler } from 'hono';
import type { z, ZodType } from 'zod';
import type { Db } from '../db/client';
import { allow, type Audience } from './access';
import { respond } from './respond';
import type { AppDeps, AppEnv } from './types';
import { idParam, labelOf, validate } from './validate';

/** The standard routes: `GET /`, `GET /:id`, `POST /` (201), `PATCH /:id`, `DELETE /:id` (204). */
export type ResourceVerb = 'list' | 'get' | 'create' | 'update' | 'delete';

type Cap<N extends string> = Capitalize<N>;
type Out<S, K extends string> = K extends keyof S ? (S[K] extends ZodType ? z.output<S[K]> : never) : never;
type Row<N extends string, S> = Out<S, `${N}Response`>;
type Detail<N extends string, S> = `${N}DetailResponse` extends keyof S
  ? Out<S, `${N}DetailResponse`>
  : Row<N, S>;
type Query<N extends string, S> = `${N}ListQuery` extends keyof S ? Out<S, `${N}ListQuery`> : object;
type Args<T, E> = { db: Db } & T & E;

/** The service functions a verb needs, by the names docs/architecture.md gives them. */
type ServiceFor<N extends string, S, E, V extends ResourceVerb> = ('list' extends V
  ? { [K in `list${Cap<N>}s`]: (args: Args<Query<N, S>, E>) => Promise<Row<N, S>[]> }
  : unknown) &
  ('get' extends V
    ? { [K in `get${Cap<N>}`]: (args: Args<{ id: string }, E>) => Promise<Detail<N, S>> }
    : unknown) &
  ('create' extends V
    ? {
        [K in `create${Cap<N>}`]: (
          args: Args<{ input: Out<S, `${N}Schema`>; userId: string | null }, E>,
        ) => Promise<Row<N, S>>;
      }
    : unknown) &
  ('update' extends V
    ? {
        [K in `update${Cap<N>}`]: (
          args: Args<{ id: string; input: Out<S, `${N}UpdateSchema`> }, E>,
        ) => Promise<Row<N, S>>;
      }
    : unknown) &
  ('delete' extends V
    ? { [K in `delete${Cap<N>}`]: (args: Args<{ id: string }, E>) => Promise<void> }
    : unknown);

/** The shared schemas a verb needs: `<r>Response` always, `<r>Schema` to create, `<r>UpdateSchema` to update. */
type SchemasFor<N extends string, V extends ResourceVerb> = {
  [K in `${N}Response`]: ZodType;
} & ('create' extends V ? { [K in `${N}Schema`]: ZodType } : unknown) &
  ('update' extends V ? { [K in `${N}UpdateSchema`]: ZodType } : unknown);

export interface ResourceSpec<N extends string, V extends ResourceVerb, E> {
  /** Who may call every one of these routes. */
  audience: Audience;
  /** The resource's name in its schemas and services: 'revenueTarget' -> `revenueTargetResponse`, `listRevenueTargets`. */
  name: N;
  /** The resource's name in `/:id` messages ('Revenue target id must be a valid id'); from `name` unless given. */
  label?: string;
  verbs: readonly V[];
  /** More parts every service is called with (e.g. a config flag). */
  with?: E;
}

// Hono types `c.req.valid` from a literal handler list; each value was checked by the
// `validate(...)` registered on the same route.
const valid = <T>(c: Context, target: 'query' | 'json' | 'param') =>
  (c.req.valid as (t: string) => unknown)(target) as T;

/**
 * A resource's standard routes, each the one way (`allow(audience)` -> `validate(...)` with the
 * shared schema -> the verb-noun service -> `respond(...)`), found by the names the checklist in
 * docs/architecture.md gives them: `<r>ListQuery` (optional), `<r>Schema`, `<r>UpdateSchema`,
 * `<r>Response` and `<r>DetailResponse` (`GET /:id`, optional) from the shared schema module;
 * `list<R>s`, `get<R>`, `create<R>` (with the caller as `userId`), `update<R>`, `delete<R>` from
 * the service module. Only the named verbs get a route. A feature mounts it and adds its own routes.
 */
export function resourceRoutes<
  const N extends string,
  const V extends ResourceVerb,
  S extends SchemasFor<N, V>,
  E extends object = object,
>(deps: AppDeps, spec: ResourceSpec<N, V, E>, schemas: S, service: ServiceFor<N, S, E, V>) {
  const { audience, name } = spec;
  const Name = name.charAt(0).toUpperCase() + name.slice(1);
  const schema = (key: string) => (schemas as Record<string, ZodType | undefined>)[key];
  const run = (key: string) => {
    const fn = (service as Record<string, ((args: object) => Promise<unknown>) | undefined>)[key];
    if (!fn) throw new Error(`resourceRoutes: the service has no ${key}`);
    return (args: object) => fn({ db: deps.database.db, ...spec.with, ...args });
  };
  const row = schema(`${name}Response`)!;
  const byId = validate('param', idParam(spec.label ?? labelOf([name])));
  const app = new Hono<AppEnv>();
  const route = (method: string, path: string, checks: MiddlewareHandler[], handler: Handler<AppEnv>) =>
    app.on(
      method,
      path,
      ...([allow(audience), ...checks] as [MiddlewareHandler<AppEnv>, ...MiddlewareHandler<AppEnv>[]]),
      handler,
    );
  const has = (verb: ResourceVerb) => (spec.verbs as readonly ResourceVerb[]).includes(verb);

  if (has('list')) {
    const list = run(`list${Name}s`);
    const query = schema(`${name}ListQuery`);
    route('GET', '/', query ? [validate('query', query)] : [], async (c) =>
      respond(c, row.array(), (await list(query ? valid<object>(c, 'query') : {})) as unknown[]),
    );
  }
  if (has('get')) {
    const get = run(`get${Name}`);
    const detail = schema(`${name}DetailResponse`) ?? row;
    route('GET', '/:id', [byId], async (c) =>
      respond(c, detail, await get(valid<{ id: string }>(c, 'param'))),
    );
  }
  if (has('create')) {
    const create = run(`create${Name}`);
    route('POST', '/', [validate('json', schema(`${name}Schema`)!)], async (c) => {
      const input = valid<object>(c, 'json');
      return respond(c, row, await create({ input, userId: c.get('user')?.id ?? null }), 201);
    });
  }
  if (has('update')) {
    const update = run(`update${Name}`);
    route('PATCH', '/:id', [byId, validate('json', schema(`${name}UpdateSchema`)!)], async (c) => {
      const { id } = valid<{ id: string }>(c, 'param');
      return respond(c, row, await update({ id, input: valid<object>(c, 'json') }));
    });
  }
  if (has('delete')) {
    const remove = run(`delete${Name}`);
    route('DELETE', '/:id', [byId], async (c) => {
      await remove(valid<{ id: string }>(c, 'param'));
      return c.body(null, 204);
    });
  }
  return app;
}
