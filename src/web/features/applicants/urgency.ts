import type { Urgency } from '~/shared/schemas/applicants';

/** Spec section 4 unread urgency, in words for the dashboard. */
export const urgencyText: Record<Urgency, { label: string; detail: string }> = {
  urgent: { label: 'Urgent', detail: 'An unread application has waited more than 24 hours.' },
  high: { label: 'High', detail: '5 or more applications are unread.' },
  normal: { label: 'Normal', detail: 'No application is waiting long.' },
};

/** Spec section 9: approved / total, one decimal. The server already rounds; this only formats. */
export const formatRate = (rate: number) => `${rate.toFixed(1)}%`;
