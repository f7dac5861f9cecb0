// One line per resource schema file; drizzle-kit reads this module.
export * from './projects';
export * from './networks';
export * from './applications';
export * from './applicants';
export * from './auth';
export * from './mail';
export * from './standard-abis';
export * from './products';
export * from './contracts';
export * from './journal';
export * from './launch-schedules';
export * from './revenue-targets';
export * from './profit-distributions';
export * from './application-audit';
