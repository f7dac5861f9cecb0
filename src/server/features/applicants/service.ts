// What other features use of applicants (eslint: a feature is reached through its service).
export { applicationFilterWhere } from './list';
export { noteInHistory } from './history-note';
