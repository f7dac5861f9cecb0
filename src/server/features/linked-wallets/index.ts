export { linkedWalletRoutes } from './routes';
