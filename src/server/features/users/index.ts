export { adminInvitationRoutes, adminUserRoutes } from './routes';
