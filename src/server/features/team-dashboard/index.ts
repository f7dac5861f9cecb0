export { teamDashboardRoutes } from './routes';
