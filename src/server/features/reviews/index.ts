export { reviewRoutes, reviewRubricRoutes } from './routes';
