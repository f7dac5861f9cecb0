import { messageContracts as api } from '~/shared/contracts/messages';
import { callerOf } from '../../http/index';
import type { AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import type { DeliveryParts } from './delivery';
import { countUnreadMessages, listInboxThreads, setMessageStatus } from './inbox';
import { editMessage, listProjectMessages, markThreadRead, sendMessage } from './service';

export function deliveryParts(deps: AppDeps): DeliveryParts {
  return {
    db: deps.database.db,
    realtime: deps.realtime,
    mail: deps.mail,
    logger: deps.logger,
    publicUrl: deps.config.PUBLIC_URL,
  };
}

/**
 * A project's thread, for its members and the admins. Mounted at /api/projects; each route
 * implements its contract in `shared/contracts/messages.ts`.
 */
export function projectMessageRoutes(deps: AppDeps) {
  const parts = deliveryParts(deps);
  return contractRoutes('/api/projects')
    .implement(api.thread, async ({ c, params }) => ({
      messages: await listProjectMessages({ db: parts.db, projectId: params.projectId, viewer: callerOf(c) }),
    }))
    .implement(api.send, ({ c, params, body }) =>
      sendMessage({ ...parts, projectId: params.projectId, viewer: callerOf(c), input: body }),
    )
    .implement(api.markRead, async ({ c, params, body }) => ({
      count: await markThreadRead({
        ...parts,
        projectId: params.projectId,
        viewer: callerOf(c),
        lastSeenMessageId: body.lastSeenMessageId,
      }),
    }))
    .implement(api.edit, ({ c, params, body }) =>
      editMessage({
        ...parts,
        projectId: params.projectId,
        messageId: params.messageId,
        viewer: callerOf(c),
        input: body,
      }),
    ).app;
}

/** The admins' inbox of every thread. Mounted at /api/admin/messages; contracts as the threads'. */
export function adminMessageRoutes(deps: AppDeps) {
  const parts = deliveryParts(deps);
  return contractRoutes('/api/admin/messages')
    .implement(api.inbox, async ({ query }) => ({
      threads: await listInboxThreads({ db: parts.db, filter: query }),
    }))
    .implement(api.counts, () => countUnreadMessages({ db: parts.db }))
    .implement(api.setStatus, ({ c, params, body }) =>
      setMessageStatus({
        db: parts.db,
        realtime: parts.realtime,
        messageId: params.id,
        status: body.status,
        adminId: callerOf(c).userId,
      }),
    ).app;
}
