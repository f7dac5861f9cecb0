import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { allow, type AppEnv } from '../../http/index';
import { sendCachedJson, type CachedAnswer } from '../../lib/public-cache';
import { buildOpenApiDocument } from './build-document';

/**
 * GET /api/openapi.json, built from `api`'s own routes on first request (every feature is mounted
 * by then) and kept: the routes cannot change while the process runs.
 */
export function openApiRoutes(api: Hono<AppEnv>) {
  let answer: CachedAnswer | null = null;
  const documentAnswer = (): CachedAnswer => {
    if (answer) return answer;
    const routes = api.routes.map((r) => ({ ...r, path: `/api${r.path}` }));
    const body = Buffer.from(JSON.stringify(buildOpenApiDocument(routes, { version: '1' })));
    answer = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
    return answer;
  };
  return new Hono<AppEnv>().get('/openapi.json', allow('anonymous'), (c) =>
    sendCachedJson(c, documentAnswer(), 'public, max-age=300'),
  );
}
