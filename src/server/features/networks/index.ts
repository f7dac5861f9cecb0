/** Networks (`/api/networks`, networkContracts): the admin CRUD, health checks and the read-only RPC proxy. */
export { networkRoutes } from './routes';
