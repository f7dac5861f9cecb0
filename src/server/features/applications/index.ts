export { applicationFileRoutes, applicationRoutes } from './routes';
export { startUploadSweeper } from './sweep-uploads';
