import type { AppDeps } from '../http/types';
import { deliverPendingMessages } from '../features/messages/delivery';
import { deliveryParts } from '../features/messages/routes';
import { createWatchOutages, watchMonitors } from '../features/monitors/service/index';
import { retryFailedMail } from '../mail/index';
import { createScheduler, type Scheduler } from './scheduler';

export { createScheduler, type PeriodicJob, type Scheduler } from './scheduler';

/**
 * The periodic jobs of one instance; each runs once per interval across the cluster. New jobs
 * (orphan sweep, capital sync) register here with one line.
 */
export function startJobs(deps: AppDeps & { realtime: NonNullable<AppDeps['realtime']> }): Scheduler {
  const scheduler = createScheduler({
    database: deps.database,
    logger: deps.logger,
    instanceId: deps.realtime.instanceId,
  });
  scheduler.register({
    name: 'mail-retry',
    intervalMs: deps.config.MAIL_RETRY_INTERVAL_SECONDS * 1000,
    run: async () => {
      await retryFailedMail(deps);
    },
  });
  scheduler.register({
    name: 'message-delivery',
    intervalMs: 60_000,
    run: async () => {
      await deliverPendingMessages(deliveryParts(deps));
    },
  });
  // Deployments whose chain cannot be read, remembered across passes (backoff, one log per outage).
  const outages = createWatchOutages();
  scheduler.register({
    name: 'monitor-watch',
    intervalMs: deps.config.MONITOR_POLL_INTERVAL_MS,
    run: async () => {
      await watchMonitors(deps, undefined, outages);
    },
  });
  return scheduler;
}
