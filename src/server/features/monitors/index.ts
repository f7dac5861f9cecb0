import type { AppDeps } from '../../http/types';
import type { PeriodicJob } from '../../jobs/index';
import { createWatchOutages, watchMonitors } from './service/index';

export { alertRoutes, monitorRoutes } from './routes';

/** Reads each watched deployment's new blocks and raises the monitors' alerts. */
export function monitorJobs(deps: AppDeps): PeriodicJob[] {
  // Deployments whose chain cannot be read, remembered across passes (backoff, one log per outage).
  const outages = createWatchOutages();
  return [
    {
      name: 'monitor-watch',
      intervalMs: deps.config.MONITOR_POLL_INTERVAL_MS,
      run: async () => {
        await watchMonitors(deps, undefined, outages);
      },
    },
  ];
}
