// The monitors feature's services: what routes, jobs and other features may call.
export { createMonitor, deleteMonitor, getMonitor, listMonitors, updateMonitor } from './save-monitor';
export { getAlert, listAlerts } from './list-alerts';
export {
  createWatchOutages,
  MAX_WATCH_BACKOFF_MS,
  MONITOR_WATCH_LOCK,
  watchMonitors,
  type WatchDeps,
  type WatchOutages,
} from './watch-monitors';
export { SIGNATURE_HEADER, retryDueWebhooks, signWebhookBody, WEBHOOK_BACKOFF_MS } from './webhook';
