import type { z } from 'zod';

/**
 * Who may call a route; the same words as the server's `allow(audience)` (http/access.ts, which a
 * type test in http/contract-routes.ts holds equal to this one).
 */
export type Audience = 'anonymous' | 'user' | 'project_member' | 'project_owner' | 'admin' | 'super_admin';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The statuses a route answers when it succeeds; errors are the one envelope `onError` sends. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * One endpoint, said once for the server, the browser and the OpenAPI document: method, full path
 * (`:param` style, as Hono writes it), who may call it, the shared zod schemas of its path
 * parameters, query and JSON body, and the schema of its answer per success status (`null`: no
 * body, e.g. 204). `resource` and `name` are given by `defineContracts`; the browser's query keys
 * are built from them (`[resource, name, input]`).
 */
export interface RouteContract {
  readonly resource: string;
  readonly name: string;
  readonly method: Method;
  readonly path: `/api/${string}`;
  readonly audience: Audience;
  /** One line for the OpenAPI document; a summary is made from the path when absent. */
  readonly summary?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * A multipart body instead of JSON: the schema of its parts (files as `z.file()`), for the
   * OpenAPI document and the browser's call, which sends a `FormData`. The handler reads and
   * checks the request itself (streamed, files by their bytes), so nothing here validates it.
   */
  readonly form?: z.ZodType;
  readonly responses: { readonly [S in SuccessStatus]?: z.ZodType | null };
}

export type ContractSpec = Omit<RouteContract, 'resource' | 'name'>;

/** The success statuses a contract declares. */
export type StatusOf<C extends RouteContract> = Extract<keyof C['responses'], SuccessStatus>;

/** A part's value as the server holds it (after the schema: defaults, transforms, Dates). */
export type Output<T> = T extends z.ZodType ? z.output<T> : undefined;
/** A part's value on the wire and in the browser (before the schema). */
export type Input<T> = T extends z.ZodType ? z.input<T> : undefined;

/**
 * A resource's contracts, `defineContracts('networks', { list: {...}, get: {...} })`: each gets its
 * `resource` and `name`. A path's `:param`s must be exactly the keys of its `params` schema.
 */
export function defineContracts<const R extends string, const T extends Record<string, ContractSpec>>(
  resource: R,
  specs: T,
): { readonly [K in keyof T]: T[K] & { readonly resource: R; readonly name: K & string } } {
  const out: Record<string, RouteContract> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const inPath = [...spec.path.matchAll(/:(\w+)/g)].map((m) => m[1]!).sort();
    const shape = (spec.params as { shape?: Record<string, unknown> } | undefined)?.shape;
    const declared = Object.keys(shape ?? {}).sort();
    if (inPath.join() !== declared.join())
      throw new Error(
        `${resource}.${name}: path ${spec.path} has params [${inPath}], its schema [${declared}]`,
      );
    if (spec.body && spec.form) throw new Error(`${resource}.${name}: a JSON body or a form, not both`);
    out[name] = { ...spec, resource, name };
  }
  return out as never;
}

/** Every contract of a resource's group, for registries and tests. */
export const contractsOf = (group: Record<string, RouteContract>): RouteContract[] => Object.values(group);
