import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContracts } from '~/shared/contracts/contract';
import { timestamp } from '~/shared/schemas/common';
import { AppError } from './app-error';
import { contractRoutes, reply } from './contract-routes';

const thing = z.object({ id: z.string(), name: z.string(), createdAt: timestamp });
const api = defineContracts('things', {
  get: {
    method: 'GET',
    path: '/api/things/:id',
    audience: 'anonymous',
    params: z.object({ id: z.string().min(2, 'Thing id is too short') }),
    responses: { 200: thing },
  },
  create: {
    method: 'POST',
    path: '/api/things',
    audience: 'anonymous',
    body: z.object({ name: z.string() }),
    responses: { 201: thing },
  },
  put: {
    method: 'PUT',
    path: '/api/things/:id',
    audience: 'anonymous',
    params: z.object({ id: z.string() }),
    responses: { 200: thing, 201: thing },
  },
  delete: {
    method: 'DELETE',
    path: '/api/things/:id',
    audience: 'anonymous',
    params: z.object({ id: z.string() }),
    responses: { 204: null },
  },
  wrong: {
    method: 'GET',
    path: '/api/things/wrong/answer',
    audience: 'anonymous',
    responses: { 200: thing },
  },
});
const createdAt = new Date('2026-01-02T03:04:05.000Z');

function appOf(register: (routes: ReturnType<typeof contractRoutes>) => void) {
  const routes = contractRoutes('/api/things');
  register(routes);
  const app = new Hono().route('/api/things', routes.app);
  app.onError((err, c) =>
    err instanceof AppError
      ? c.json({ error: { code: err.code, fields: err.fields } }, err.status as 400)
      : c.json({ error: { code: 'INTERNAL_ERROR' } }, 500),
  );
  return (path: string, init?: RequestInit) => app.request(path, init) as Promise<Response>;
}
const ok: (routes: ReturnType<typeof contractRoutes>) => void = (routes) => {
  routes
    .implement(api.wrong, () =>
      // A handler that answers a shape its contract does not declare is a compile error…
      // @ts-expect-error `name` must be a string and `createdAt` a Date
      ({ id: 'x', name: 1, createdAt: 'yesterday' }),
    )
    .implement(api.get, ({ params }) => ({ id: params.id, name: 'one', createdAt, secret: 's' }))
    .implement(api.create, ({ body }) => ({ id: 'new', name: body.name, createdAt }))
    .implement(api.put, ({ params }) =>
      params.id === 'old'
        ? reply(200, { id: 'old', name: 'kept', createdAt })
        : reply(201, { id: params.id, name: 'made', createdAt }),
    )
    .implement(api.delete, () => undefined);
};

describe('contractRoutes', () => {
  it('answers through the status schema: Dates as ISO strings, unnamed fields dropped', async () => {
    const request = appOf(ok);
    const res = await request('/api/things/abc');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'abc', name: 'one', createdAt: '2026-01-02T03:04:05.000Z' });
  });

  it("answers with the contract's status, or the one the handler names", async () => {
    const request = appOf(ok);
    const json = {
      method: 'POST',
      body: JSON.stringify({ name: 'n' }),
      headers: { 'content-type': 'application/json' },
    };
    expect((await request('/api/things', json)).status).toBe(201);
    expect((await request('/api/things/old', { method: 'PUT' })).status).toBe(200);
    expect((await request('/api/things/fresh', { method: 'PUT' })).status).toBe(201);
    const gone = await request('/api/things/abc', { method: 'DELETE' });
    expect(gone.status).toBe(204);
    expect(await gone.text()).toBe('');
  });

  it("checks the contract's params and body first (400 naming the field)", async () => {
    const request = appOf(ok);
    const res = await request('/api/things/a');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', fields: { id: 'Thing id is too short' } },
    });
    const noBody = await request('/api/things', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(noBody.status).toBe(400);
  });

  it('…and at run time an answer its contract does not declare is a 500, never sent', async () => {
    const request = appOf(ok);
    const res = await request('/api/things/wrong/answer');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: { code: 'INTERNAL_ERROR' } });
  });

  it('refuses a contract whose path is not under the mount, or whose params miss a path part', () => {
    const other = defineContracts('others', {
      list: { method: 'GET', path: '/api/others', audience: 'admin', responses: { 200: thing.array() } },
    });
    expect(() => contractRoutes('/api/things').implement(other.list, () => [])).toThrow(
      /not under \/api\/things/,
    );
    expect(() =>
      defineContracts('bad', {
        get: { method: 'GET', path: '/api/bad/:id', audience: 'admin', responses: { 200: thing } },
      }),
    ).toThrow(/params \[id\], its schema \[\]/);
  });
});
