export { standardAbiRoutes } from './routes';
