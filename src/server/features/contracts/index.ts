export { contractRoutes } from './routes';
