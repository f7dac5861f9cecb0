export { applicantViewRoutes } from './routes';
