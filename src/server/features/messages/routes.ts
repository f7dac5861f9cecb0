import { Hono } from 'hono';
import { z } from 'zod';
import {
  inboxQuerySchema,
  inboxResponse,
  messageCountsResponse,
  messageCreateSchema,
  messageListResponse,
  messageResponse,
  messagesReadResponse,
  messagesReadSchema,
  messageStatusResponse,
  messageStatusUpdateSchema,
  messageUpdateSchema,
} from '~/shared/schemas/messages';
import { allow, callerOf, idParam, respond, uuidParam, validate } from '../../http/index';
import type { AppDeps, AppEnv } from '../../http/index';
import type { DeliveryParts } from './delivery';
import { countUnreadMessages, listInboxThreads, setMessageStatus } from './inbox';
import { editMessage, listProjectMessages, markThreadRead, sendMessage } from './service';

const projectParam = z.object({ projectId: uuidParam('Project') });
const messageParam = projectParam.extend({ messageId: uuidParam('Message') });
const byId = idParam('Message');

export function deliveryParts(deps: AppDeps): DeliveryParts {
  return {
    db: deps.database.db,
    realtime: deps.realtime,
    mail: deps.mail,
    logger: deps.logger,
    publicUrl: deps.config.PUBLIC_URL,
  };
}

/** A project's thread, for its members and the admins. Mounted at /api/projects. */
export function projectMessageRoutes(deps: AppDeps) {
  const parts = deliveryParts(deps);
  return new Hono<AppEnv>()
    .get('/:projectId/messages', allow('project_member'), validate('param', projectParam), async (c) =>
      respond(c, messageListResponse, {
        messages: await listProjectMessages({
          db: parts.db,
          projectId: c.req.valid('param').projectId,
          viewer: callerOf(c),
        }),
      }),
    )
    .post(
      '/:projectId/messages',
      allow('project_member'),
      validate('param', projectParam),
      validate('json', messageCreateSchema),
      async (c) => {
        const message = await sendMessage({
          ...parts,
          projectId: c.req.valid('param').projectId,
          viewer: callerOf(c),
          input: c.req.valid('json'),
        });
        return respond(c, messageResponse, message, 201);
      },
    )
    .post(
      '/:projectId/messages/read',
      allow('project_member'),
      validate('param', projectParam),
      validate('json', messagesReadSchema),
      async (c) =>
        respond(c, messagesReadResponse, {
          count: await markThreadRead({
            ...parts,
            projectId: c.req.valid('param').projectId,
            viewer: callerOf(c),
            lastSeenMessageId: c.req.valid('json').lastSeenMessageId,
          }),
        }),
    )
    .patch(
      '/:projectId/messages/:messageId',
      allow('project_member'),
      validate('param', messageParam),
      validate('json', messageUpdateSchema),
      async (c) => {
        const { projectId, messageId } = c.req.valid('param');
        return respond(
          c,
          messageResponse,
          await editMessage({
            ...parts,
            projectId,
            messageId,
            viewer: callerOf(c),
            input: c.req.valid('json'),
          }),
        );
      },
    );
}

/** The admins' inbox of every thread. Mounted at /api/admin/messages. */
export function adminMessageRoutes(deps: AppDeps) {
  const parts = deliveryParts(deps);
  return new Hono<AppEnv>()
    .get('/', allow('admin'), validate('query', inboxQuerySchema), async (c) =>
      respond(c, inboxResponse, {
        threads: await listInboxThreads({ db: parts.db, filter: c.req.valid('query') }),
      }),
    )
    .get('/counts', allow('admin'), async (c) =>
      respond(c, messageCountsResponse, await countUnreadMessages({ db: parts.db })),
    )
    .patch(
      '/:id',
      allow('admin'),
      validate('param', byId),
      validate('json', messageStatusUpdateSchema),
      async (c) =>
        respond(
          c,
          messageStatusResponse,
          await setMessageStatus({
            db: parts.db,
            realtime: parts.realtime,
            messageId: c.req.valid('param').id,
            status: c.req.valid('json').status,
            adminId: callerOf(c).userId,
          }),
        ),
    );
}
