import { z, type ZodType } from 'zod';
import { applicationSchema } from '~/shared/schemas/applications';
import { fileFields, fileRules, type FileField } from '~/shared/application-files';
import { signInSchema, signUpSchema } from '~/shared/auth';
import { errorStatus } from '~/shared/errors';
import type { RouteContract } from '~/shared/contracts/contract';
import { audienceOf, type Audience } from '../../http/access';
import { contractOf } from '../../http/contract-routes';
import { validationOf, type Validation } from '../../http/validate';

/**
 * The OpenAPI 3.1 document, read from the running app: each route's `allow()` gives who may call
 * it and each `validate()` gives the shared zod schema of its path, query and body. A route added
 * later is documented without touching this file.
 */

type JsonSchema = Record<string, unknown>;

export interface RouteEntry {
  method: string;
  path: string;
  handler: unknown;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  'x-audience': Audience;
  parameters?: Array<{
    name: string;
    in: 'path' | 'query';
    required: boolean;
    description?: string;
    schema: JsonSchema;
  }>;
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, unknown> };
}

export const audienceText: Record<Audience, string> = {
  anonymous: 'Anyone, signed in or not.',
  user: 'Any signed-in user.',
  project_member: 'Members of the project in the path (its owner and team members) and admins.',
  project_owner: "The project's owner (the founder who claimed it) and admins.",
  admin: 'Admins (role admin or super_admin).',
  super_admin: 'Super admins only.',
};

/** Routes that read their own body (multipart, better-auth) and say here what it is. */
const ownBodies = (): Record<string, { contentType: string; schema: JsonSchema; note: string }> => ({
  'POST /api/applications': {
    contentType: 'multipart/form-data',
    schema: multipartApplicationSchema(),
    note:
      'The whole application in one multipart request: every text field of the form plus up to three ' +
      'files, checked by their bytes. All or nothing: a failure leaves no row and no file. A repeated ' +
      '`Idempotency-Key` header returns the first answer. Rate limited per client address (429).',
  },
  'POST /api/applications/changes/:token': {
    contentType: 'multipart/form-data',
    schema: multipartApplicationSchema(),
    note:
      'An applicant resubmits after a request for changes: the same fields and file checks as the ' +
      'application; the mailed token is the only key (404 unknown, 410 used or expired, 409 no longer ' +
      'waiting). The contact e-mail is kept; files not sent are kept.',
  },
});

/** better-auth's main endpoints (everything under /api/auth is better-auth's own). */
const authEndpoints: Array<{
  method: string;
  path: string;
  summary: string;
  body?: ZodType;
  query?: JsonSchema;
}> = [
  {
    method: 'post',
    path: '/api/auth/sign-up/email',
    summary: 'Sign up with e-mail and password',
    body: signUpSchema,
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/email',
    summary: 'Sign in with e-mail and password',
    body: signInSchema,
  },
  { method: 'post', path: '/api/auth/sign-out', summary: 'Sign out (ends this session)' },
  { method: 'get', path: '/api/auth/get-session', summary: 'The current session and user, or null' },
  {
    method: 'get',
    path: '/api/auth/verify-email',
    summary: 'Verify an e-mail address (the link in the sign-up mail)',
    query: { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] },
  },
];

const errorSchema: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: Object.keys(errorStatus) },
        message: { type: 'string' },
        fields: {
          type: 'object',
          description: 'Field name (dotted path) -> message, on VALIDATION_ERROR.',
          additionalProperties: { type: 'string' },
        },
      },
    },
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

export function toJsonSchema(schema: ZodType): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  // z.unknown() refined in code (e.g. the JSON-RPC proxy's single call or batch).
  if (Object.keys(rest).length === 0) return { description: 'Any JSON value, checked by the route itself.' };
  return rest;
}

/** `/projects/:id{[0-9]+}/team/:memberId?` -> `/projects/{id}/team/{memberId}` */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:(\w+)(\{[^}]*\})?\??/g, '{$1}');
}

const renamed: Record<string, string> = { team: 'team members', 'openapi.json': 'OpenAPI document' };
const words = (s: string) => renamed[s] ?? s.replace(/[-_.]+/g, ' ');
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const projectFeatures = new Set(['capital-sources', 'messages', 'team', 'milestones']);

/** The feature an operation belongs to, for grouping: `/api/admin/applications/...` -> 'Admin applications'. */
export function tagOf(path: string): string {
  const parts = path
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean);
  const statics = parts.filter((p) => !p.startsWith(':') && !p.startsWith('{'));
  if (statics[0] === 'admin' && statics[1]) return capitalise(`admin ${words(statics[1])}`);
  // A project's own collections are features of their own; its profile, overview and owner are 'Projects'.
  if (statics[0] === 'projects' && projectFeatures.has(statics[1] ?? ''))
    return capitalise(words(statics[1]!));
  if (statics[0] === 'me' || statics[0] === 'invitations') return 'Account';
  if (statics[0] === 'openapi.json') return 'API reference';
  return capitalise(words(statics[0] ?? 'api'));
}

const singular = (w: string) => w.replace(/ies$/, 'y').replace(/(?<!s)s$/, '');

/** Verbs for action paths (`POST /networks/:id/health`); anything else reads as its path words. */
const actions: Record<string, string> = {
  read: 'Mark as read:',
  health: 'Check the RPC health of',
  rpc: 'JSON-RPC read call through',
  sync: 'Sync now:',
  project: 'Create an incubated project from',
  owner: 'Set the owner of',
  status: 'Change the status of',
};

/** A readable default summary from the method and path, so a new route needs nothing here. */
function summaryOf(method: string, path: string): string {
  const parts = path
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean);
  const statics = parts.filter((p) => !p.startsWith(':'));
  const last = parts.at(-1) ?? '';
  const onItem = last.startsWith(':');
  const resource = words(statics.at(-1) ?? 'resource');
  const owner = singular(words(statics.at(-2) ?? ''));
  const afterItem = parts.at(-2)?.startsWith(':') ?? false;
  if (!onItem && actions[last] && method !== 'GET')
    return `${actions[last]} ${afterItem ? `one ${owner}` : `${resource === 'read' ? owner + 's' : owner}`}`.trim();
  if (onItem) {
    const verb: Record<string, string> = {
      GET: 'Get',
      PATCH: 'Update',
      PUT: 'Replace',
      DELETE: 'Delete',
      POST: 'Act on',
    };
    return `${verb[method] ?? method} one ${singular(resource)}`;
  }
  const plural = /s$/.test(resource);
  if (method === 'GET') return plural ? `List ${resource}` : `Read ${resource}`;
  if (method === 'POST') return plural ? `Create a ${singular(resource)}` : capitalise(resource);
  return `${capitalise(method.toLowerCase())} ${resource}`;
}

function operationIdOf(method: string, path: string): string {
  const id = path
    .replace(/^\/api\/?/, '')
    .replace(/:(\w+)(\{[^}]*\})?\??/g, 'by-$1')
    .replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''));
  return method.toLowerCase() + capitalise(id || 'root');
}

function parametersOf(path: string, validations: Validation[]): OpenApiOperation['parameters'] {
  const out: NonNullable<OpenApiOperation['parameters']> = [];
  const paramSchema = validations.find((v) => v.target === 'param');
  const paramJson = paramSchema ? toJsonSchema(paramSchema.schema) : null;
  for (const m of path.matchAll(/:(\w+)/g)) {
    const name = m[1]!;
    const props = (paramJson?.properties ?? {}) as Record<string, JsonSchema>;
    out.push({ name, in: 'path', required: true, schema: props[name] ?? { type: 'string' } });
  }
  for (const v of validations.filter((x) => x.target === 'query')) {
    const json = toJsonSchema(v.schema);
    const props = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(props)) {
      out.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  return out.length > 0 ? out : undefined;
}

const statusText: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No content',
};

/** A contracted route's answers, per status, with the schema the server encodes them through. */
function successOf(contract: RouteContract | undefined): Record<string, unknown> {
  if (!contract) return { '2XX': { description: 'Success (JSON unless stated)' } };
  return Object.fromEntries(
    Object.entries(contract.responses).map(([status, schema]) => [
      status,
      schema
        ? {
            description: statusText[status] ?? 'Success',
            content: { 'application/json': { schema: toJsonSchema(schema) } },
          }
        : { description: statusText[status] ?? 'Success' },
    ]),
  );
}

function responsesOf(audience: Audience, validated: boolean, hasParams: boolean, contract?: RouteContract) {
  const responses: Record<string, unknown> = successOf(contract);
  if (validated) responses['400'] = { $ref: '#/components/responses/ValidationError' };
  if (audience !== 'anonymous') responses['401'] = { $ref: '#/components/responses/Unauthenticated' };
  if (audience !== 'anonymous' && audience !== 'user')
    responses['403'] = { $ref: '#/components/responses/Forbidden' };
  if (hasParams) responses['404'] = { $ref: '#/components/responses/NotFound' };
  responses['default'] = { $ref: '#/components/responses/Error' };
  return responses;
}

interface Collected {
  method: string;
  path: string;
  audience: Audience;
  validations: Validation[];
  /** The contract the route implements (http/contract-routes.ts), if it has one. */
  contract?: RouteContract;
}

/** One entry per method + path of the app's API routes, in registration order. */
export function collectApiRoutes(routes: ReadonlyArray<RouteEntry>): Collected[] {
  const byKey = new Map<string, Collected>();
  for (const r of routes) {
    if (!r.path.startsWith('/api/')) continue;
    const key = `${r.method} ${r.path}`;
    const audience = audienceOf(r.handler);
    const validation = validationOf(r.handler);
    let entry = byKey.get(key);
    if (!entry) {
      // Middleware (`ALL /api/*`) and the catch-all 404 carry no allow(): they are not operations.
      if (!audience) continue;
      entry = { method: r.method, path: r.path, audience, validations: [] };
      byKey.set(key, entry);
    }
    if (validation) entry.validations.push(validation);
    entry.contract ??= contractOf(r.handler);
  }
  return [...byKey.values()];
}

export function buildOpenApiDocument(
  routes: ReadonlyArray<RouteEntry>,
  info: { version: string },
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const ownBody = ownBodies();
  const tags = new Map<string, string | undefined>();
  const add = (path: string, method: string, op: OpenApiOperation) => {
    (paths[path] ??= {})[method] = op;
    if (!tags.has(op.tags[0]!)) tags.set(op.tags[0]!, undefined);
  };

  for (const route of collectApiRoutes(routes)) {
    if (route.path.startsWith('/api/auth/')) continue;
    const methods = route.method === 'ALL' ? ['GET', 'POST'] : [route.method];
    for (const method of methods) {
      const key = `${method} ${route.path}`;
      const form = route.contract?.form;
      const body =
        route.validations.find((v) => v.target === 'json' || v.target === 'form') ??
        (form ? { target: 'form' as const, schema: form } : undefined);
      const own = ownBody[key];
      const op: OpenApiOperation = {
        operationId: operationIdOf(method, route.path),
        summary: route.contract?.summary ?? summaryOf(method, route.path),
        description: [`Who may call it: ${audienceText[route.audience]}`, own?.note]
          .filter(Boolean)
          .join('\n\n'),
        tags: [tagOf(route.path)],
        'x-audience': route.audience,
        responses: responsesOf(
          route.audience,
          route.validations.length > 0 || !!own,
          /:\w/.test(route.path),
          route.contract,
        ),
      };
      const parameters = parametersOf(route.path, route.validations);
      if (parameters) op.parameters = parameters;
      if (body) {
        const contentType = body.target === 'form' ? 'multipart/form-data' : 'application/json';
        op.requestBody = {
          required: true,
          content: { [contentType]: { schema: toJsonSchema(body.schema) } },
        };
      } else if (own) {
        op.requestBody = { required: true, content: { [own.contentType]: { schema: own.schema } } };
      }
      add(openApiPath(route.path), method.toLowerCase(), op);
    }
  }

  const authTag = 'Auth (better-auth)';
  for (const e of authEndpoints) {
    const op: OpenApiOperation = {
      operationId: operationIdOf(e.method.toUpperCase(), e.path),
      summary: e.summary,
      description:
        `Who may call it: ${audienceText.anonymous}\n\n` +
        'Served by better-auth, which owns every path under /api/auth (GET and POST). Sessions are ' +
        'database rows carried by an HttpOnly cookie; a POST that carries the cookie must send an ' +
        'Origin header matching the site. Sign-up sends a verification mail; sign-in needs a verified ' +
        'address. Sign-in is rate limited per address and per account.',
      tags: [authTag],
      'x-audience': 'anonymous',
      responses: responsesOf('anonymous', !!e.body, false),
    };
    if (e.body)
      op.requestBody = { required: true, content: { 'application/json': { schema: toJsonSchema(e.body) } } };
    if (e.query) {
      op.parameters = Object.entries(e.query.properties as Record<string, JsonSchema>).map(
        ([name, schema]) => ({
          name,
          in: 'query' as const,
          required: true,
          schema,
        }),
      );
    }
    add(e.path, e.method, op);
  }
  tags.set(authTag, 'Sign-up, sign-in, sessions and e-mail verification (better-auth; main endpoints only).');

  return {
    openapi: '3.1.0',
    info: {
      title: 'Hatchery API',
      version: info.version,
      description:
        'JSON under /api. Every operation names who may call it (`x-audience`). Errors are ' +
        '`{ "error": { "code", "message", "fields"? } }` with a real HTTP status; `fields` names each ' +
        'invalid input on 400 VALIDATION_ERROR. Request schemas are the shared zod schemas the server ' +
        'validates with, as JSON Schema (input side); where an operation names its answer per ' +
        'status, that is the schema the server encodes it through (dates as ISO strings).',
    },
    tags: [...tags.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, description]) => (description ? { name, description } : { name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: { Error: errorSchema },
      responses: {
        ValidationError: errorResponse(
          'VALIDATION_ERROR: `fields` names each invalid input with its message.',
        ),
        Unauthenticated: errorResponse('UNAUTHENTICATED: no valid session.'),
        Forbidden: errorResponse('FORBIDDEN: signed in, but not in the audience of this operation.'),
        NotFound: errorResponse('NOT_FOUND: no such item.'),
        Error: errorResponse('Any other error, e.g. 409 DUPLICATE_ERROR, 413, 429 RATE_LIMITED, 500.'),
      },
    },
  };
}

function multipartApplicationSchema(): JsonSchema {
  const json = toJsonSchema(applicationSchema);
  const properties = { ...((json.properties ?? {}) as Record<string, JsonSchema>) };
  for (const field of Object.keys(fileFields) as FileField[]) {
    const rule = fileRules[field];
    properties[field] = {
      type: 'string',
      format: 'binary',
      description: `${rule.label} (optional): ${rule.hint}; checked by its bytes (${rule.types.join(', ')}).`,
    };
  }
  return { ...json, properties };
}
