export { launchScheduleRoutes } from './routes';
