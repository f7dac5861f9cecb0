export { contractsDashboardRoutes } from './routes';
