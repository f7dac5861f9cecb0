export { setupRoutes } from './routes';
export { prepareFirstRun } from './first-run';
