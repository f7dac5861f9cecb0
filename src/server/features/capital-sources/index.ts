export { capitalAnalyticsRoutes, capitalSourceRoutes } from './routes';
export { startCapitalScheduler } from './capital-scheduler';
