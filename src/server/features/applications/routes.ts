import { Hono } from 'hono';
import { z } from 'zod';
import { applicationSubmitResponse } from '~/shared/schemas/applications';
import { allow, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
import { clientAddress } from '../../http/client-address';
import { openApplicationFile } from './application-files';
import { createSubmissionLimiter } from './rate-limit';
import { RateLimitedError, submitApplication } from './submit-application';

/** POST /api/applications: the whole application in one multipart request (docs/decisions/0001). */
export function applicationRoutes(deps: AppDeps) {
  const { storage } = deps;
  const limiter = createSubmissionLimiter(deps);
  return new Hono<AppEnv>().post('/', allow('anonymous'), async (c) => {
    const user = c.get('user');
    try {
      const result = await submitApplication({
        db: deps.database.db,
        storage,
        realtime: deps.realtime,
        logger: deps.logger,
        limiter,
        request: c.req.raw,
        client: {
          address: clientAddress(c, deps.config),
          userAgent: c.req.header('user-agent') ?? null,
          userId: user?.id ?? null,
        },
        originAllowed: c.req.header('origin') === new URL(deps.config.PUBLIC_URL).origin,
        mail: deps.mail,
        publicUrl: deps.config.PUBLIC_URL,
      });
      return respond(c, applicationSubmitResponse, result, result.replayed ? 200 : 201);
    } catch (err) {
      if (!(err instanceof RateLimitedError)) throw err;
      // The wait, three ways: the header, a number for clients, and in words in the message.
      return c.json(
        { error: { code: err.code, message: err.message, retryAfterSeconds: err.retryAfterSeconds } },
        429,
        { 'Retry-After': String(err.retryAfterSeconds) },
      );
    }
  });
}

const fileParams = z.object({
  id: z.uuid('id must be an application id'),
  kind: z.enum(['logo', 'documents', 'whitepaper'], { error: 'kind must be logo, documents or whitepaper' }),
});

/** GET /api/admin/applications/:id/files/:kind: an application's file, to admins, as a download. */
export function applicationFileRoutes(deps: AppDeps) {
  const { storage } = deps;
  return new Hono<AppEnv>().get(
    '/:id/files/:kind',
    allow('admin'),
    validate('param', fileParams),
    async (c) => {
      const { id, kind } = c.req.valid('param');
      const file = await openApplicationFile({ db: deps.database.db, storage, id, kind });
      return c.body(file.body, 200, {
        'Content-Type': file.contentType,
        'Content-Length': String(file.size),
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'X-Content-Type-Options': 'nosniff',
        // Opened directly anyway, an SVG runs no script and reaches nothing in our origin.
        'Content-Security-Policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'",
        'Cache-Control': 'private, no-store',
      });
    },
  );
}
