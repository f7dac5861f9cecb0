export * from './assignments';
export * from './next';
export * from './recusals';
export * from './reviews';
export * from './rubric';
export * from './summaries';
