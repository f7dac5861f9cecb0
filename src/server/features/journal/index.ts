export { journalRoutes } from './routes';
