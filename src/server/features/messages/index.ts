import type { TeamJoinHook } from '../accounts/service';
import type { AppDeps } from '../../http/types';
import type { PeriodicJob } from '../../jobs/index';
import { deliverPendingMessages } from './delivery';
import { deliveryParts } from './routes';
import { markRepliesReadBy } from './service';

export { adminMessageRoutes, projectMessageRoutes } from './routes';

/** Mails what the realtime notice did not reach (the thread's unread replies), once a minute. */
export function messageJobs(deps: AppDeps): PeriodicJob[] {
  return [
    {
      name: 'message-delivery',
      intervalMs: 60_000,
      run: async () => {
        await deliverPendingMessages(deliveryParts(deps));
      },
    },
  ];
}

/** A newcomer to a team finds the thread's replies so far read. */
export const readRepliesOnJoin: TeamJoinHook = (tx, projectId, userId) =>
  markRepliesReadBy(tx, projectId, userId);
