// What a feature's routes.ts needs from the HTTP layer, in one import.
export { allow, callerOf } from './access';
export { AppError, validationError } from './app-error';
export { respond } from './respond';
export type { AppDeps, AppEnv } from './types';
export { idParam, uuidParam, validate } from './validate';
