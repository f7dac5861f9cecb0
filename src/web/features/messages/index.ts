// The messages feature's public surface: the founders' dialog and the live refresh of threads.
export { MessageDialog } from './components/message-dialog';
export { useAdminMessageNotices, useMessageEvents } from './use-thread-events';
