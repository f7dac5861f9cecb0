export { projectMemberRoutes } from './routes';
