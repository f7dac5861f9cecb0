import { humanize } from '~/shared/format';

/** Spec section 8, admin notifications and marking: the exact words. */
export const notificationTexts = {
  newApplicationTitle: 'New Incubator Application!',
  statusUpdatedTitle: 'Application Status Updated',
  statusUpdatedBody: (name: string, status: string) => `${name} status changed to ${humanize(status)}`,
  deletedTitle: 'Application Deleted',
  deletedBody: 'An application has been permanently deleted from the system.',
  markedReadTitle: 'Applications Marked as Read',
  markedReadBody: (n: number) => `${n} applications marked as read successfully.`,
  errorTitle: 'Error',
  markReadFailed: 'Failed to mark applications as read.',
  statusMarkedReadTitle: 'Status Marked as Read',
  statusMarkedReadBody: (status: string) => `All ${humanize(status)} applications marked as read.`,
  statusMarkReadFailed: (status: string) => `Failed to mark ${humanize(status)} applications as read.`,
} as const;

/** Spec section 8 durations. */
export const NEW_APPLICATION_TOAST_MS = 8000;
export const STATUS_TOAST_MS = 5000;
