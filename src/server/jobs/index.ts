import type { AppDeps } from '../http/types';
import { retryFailedMail } from '../mail/index';
import { createScheduler, type PeriodicJob, type Scheduler } from './scheduler';

export { createScheduler, type PeriodicJob, type Scheduler } from './scheduler';

/**
 * The periodic jobs of one instance; each runs once per interval across the cluster. Mail retry
 * is this floor's own; the features' jobs (message delivery, monitor watch) are handed in by
 * boot() from `featureJobs()` (features/index.ts), since this floor imports no feature.
 */
export function startJobs(deps: AppDeps, featureJobs: readonly PeriodicJob[]): Scheduler {
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
  for (const job of featureJobs) scheduler.register(job);
  return scheduler;
}
