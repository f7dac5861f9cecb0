/** The OpenAPI document (`/api/openapi.json`), built from the app's routes and contracts. */
export { openApiRoutes } from './routes';
