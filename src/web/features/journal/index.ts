// The journal's public surface: other features show a deployment's or product's journal with it.
export { JournalTable } from './components/journal-table';
