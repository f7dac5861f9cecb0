import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allContracts } from '~/shared/contracts/index';
import { createTestContext, type TestContext } from '../../test/harness';
import { validationOf } from '../../http/validate';
import { openApiPath, type OpenApiDocument } from './build-document';

let t: TestContext;
let doc: OpenApiDocument;
let etag: string;

beforeAll(async () => {
  t = await createTestContext();
  const res = await t.request('/api/openapi.json');
  expect(res.status).toBe(200);
  etag = res.headers.get('etag') ?? '';
  doc = (await res.json()) as OpenApiDocument;
});
afterAll(async () => t?.close());

/** The app's own API routes (what the authorization matrix walks), in OpenAPI path form. */
function appOperations(): string[] {
  const ops = new Set<string>();
  for (const r of t.app.routes) {
    if (!r.path.startsWith('/api/') || r.method === 'ALL' || r.path.startsWith('/api/auth/')) continue;
    ops.add(`${r.method.toLowerCase()} ${r.path.replace(/:(\w+)(\{[^}]*\})?\??/g, '{$1}')}`);
  }
  return [...ops];
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ key: `${method} ${path}`, path, op })),
  );

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with the error shape', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Hatchery API');
    const error = doc.components.schemas.Error as { properties: { error: { required: string[] } } };
    expect(error.properties.error.required).toEqual(['code', 'message']);
  });

  it('documents every API route of the app, each with its audience and tag', () => {
    const documented = new Set(operations().map((o) => o.key));
    const missing = appOperations().filter((k) => !documented.has(k));
    expect(missing, 'routes missing from the OpenAPI document').toEqual([]);
    expect(documented).toContain('get /api/openapi.json');
    for (const { key, op } of operations()) {
      expect(op['x-audience'], key).toMatch(
        /^(anonymous|user|project_member|project_owner|admin|super_admin)$/,
      );
      expect(op.description, key).toMatch(/^Who may call it: /);
      expect(op.tags, key).toHaveLength(1);
    }
    expect(doc.paths['/api/networks']!.post!['x-audience']).toBe('admin');
    expect(doc.paths['/api/admin/applications/{id}']!.delete!['x-audience']).toBe('super_admin');
    expect(doc.paths['/api/projects/{projectId}/messages']!.post!['x-audience']).toBe('project_member');
  });

  it('names every path parameter and gives every validated body a schema', () => {
    for (const { key, path, op } of operations()) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared, key).toEqual(inPath);
      if (op.requestBody) {
        const [media] = Object.values(op.requestBody.content);
        const schema = media?.schema ?? {};
        expect(
          ['type', 'anyOf', 'oneOf', 'description'].some((k) => k in schema),
          key,
        ).toBe(true);
      }
    }
    // Every route that validates a JSON body (read back from its validate() middleware) documents it.
    const validatedBodies = new Set(
      t.app.routes
        .filter((r) => r.path.startsWith('/api/') && validationOf(r.handler)?.target === 'json')
        .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`),
    );
    expect(validatedBodies.size).toBeGreaterThan(20);
    for (const key of validatedBodies) {
      const [method, path] = key.split(' ') as [string, string];
      expect(doc.paths[path]?.[method]?.requestBody, key).toBeDefined();
    }
    expect(doc.paths['/api/applications']!.post!.requestBody!.content).toHaveProperty('multipart/form-data');
    // A multipart contract documents its parts: the logo upload's one file.
    const logo = doc.paths['/api/projects/{id}/logo']!.post!.requestBody!.content['multipart/form-data']!
      .schema as { properties: Record<string, Record<string, unknown>>; required: string[] };
    expect(logo.properties.logo).toMatchObject({ type: 'string', format: 'binary' });
    expect(logo.required).toEqual(['logo']);
  });

  it("shows a field's constraints from the shared schema (networks' rpcUrl)", () => {
    const body = doc.paths['/api/networks']!.post!.requestBody!.content['application/json']!.schema as {
      properties: Record<string, Record<string, unknown>>;
      required: string[];
    };
    expect(body.properties.rpcUrl).toMatchObject({ type: 'string', minLength: 1, maxLength: 500 });
    expect(body.required).toContain('rpcUrl');
    // A network may have no explorer (a local chain): left out, or null; a given one keeps its limits.
    expect(body.properties.explorerUrl).toEqual({
      anyOf: [{ type: 'string', minLength: 1, maxLength: 500 }, { type: 'null' }],
    });
    expect(body.required).not.toContain('explorerUrl');
    expect(body.required).not.toContain('isActive');
    const query = doc.paths['/api/admin/applications']!.get!.parameters!.filter((p) => p.in === 'query');
    expect(query.length).toBeGreaterThan(0);
  });

  it("is a valid OpenAPI 3.1 document by the specification's own schema", async () => {
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('gives each contracted operation its answer per status, from the contract', () => {
    expect(allContracts.length).toBeGreaterThan(0);
    for (const contract of allContracts) {
      const key = `${contract.method} ${contract.path}`;
      const op = doc.paths[openApiPath(contract.path)]?.[contract.method.toLowerCase()];
      expect(op, key).toBeDefined();
      expect(op!.responses, key).not.toHaveProperty('2XX');
      for (const [status, schema] of Object.entries(contract.responses)) {
        const answer = op!.responses[status] as { content?: Record<string, { schema: unknown }> };
        expect(answer, `${key} ${status}`).toBeDefined();
        if (schema) expect(answer.content?.['application/json']?.schema, `${key} ${status}`).toBeDefined();
        else expect(answer.content, `${key} ${status}`).toBeUndefined();
      }
    }
    // The networks list answers rows with their dates as ISO strings and no explorer API key.
    type Items = { properties: Record<string, unknown>; required: string[] };
    const list = doc.paths['/api/networks']!.get!.responses['200'] as {
      content: { 'application/json': { schema: { type: string; items: Items } } };
    };
    const row = list.content['application/json'].schema;
    expect(row.type).toBe('array');
    expect(row.items.properties.createdAt).toMatchObject({ type: 'string', format: 'date-time' });
    expect(row.items.required).toContain('hasExplorerApiKey');
    expect(row.items.properties).not.toHaveProperty('explorerApiKey');
    const created = doc.paths['/api/networks']!.post!.responses;
    expect(Object.keys(created)).toContain('201');
    expect(doc.paths['/api/networks/{id}']!.delete!.responses['204']).toEqual({ description: 'No content' });
    // Routes without a contract keep the general success line.
    expect(doc.paths['/api/openapi.json']!.get!.responses).toHaveProperty('2XX');
  });

  it('summarises better-auth under one tag', () => {
    expect(doc.paths['/api/auth/sign-in/email']!.post!.tags).toEqual(['Auth (better-auth)']);
    expect(doc.paths['/api/auth/sign-up/email']!.post!.requestBody).toBeDefined();
    expect(Object.keys(doc.paths).filter((p) => p.includes('*'))).toEqual([]);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    expect(etag).toMatch(/^W\/"/);
    const again = await t.request('/api/openapi.json', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});
