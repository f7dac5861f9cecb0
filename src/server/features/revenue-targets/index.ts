export { revenueTargetRoutes } from './routes';
