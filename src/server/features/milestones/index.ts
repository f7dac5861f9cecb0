export { milestoneRoutes } from './routes';
