export { profitDistributionRoutes } from './routes';
