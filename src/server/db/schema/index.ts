// One line per feature schema file; drizzle-kit reads this module.
export * from './projects';
export * from './capital-sources';
export * from './networks';
export * from './applications';
export * from './applicants';
export * from './auth';
export * from './contracts';
export * from './contract-plans';
export * from './application-audit';
export * from './messages';
export * from './milestones';
export * from './jobs';
