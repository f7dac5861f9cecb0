import type { ApplicationCounts, ApplicationListItem } from '~/shared/applicants';

/** The counts the applicants screens ask for, empty unless a test says otherwise. */
export const applicationCounts = (over: Partial<ApplicationCounts> = {}): ApplicationCounts => ({
  statuses: [],
  total: 0,
  unread: 0,
  urgency: 'normal',
  this_month: 0,
  approved_this_month: 0,
  conversion_rate: 0,
  ...over,
});

/** One row of the applicants list. */
export const applicationItem = (over: Partial<ApplicationListItem> = {}): ApplicationListItem => ({
  id: 'a-1',
  name: 'Glacier Swap',
  contactName: 'Lin',
  contactEmail: 'lin@example.com',
  companyType: 'startup',
  industry: 'defi',
  projectStage: null,
  status: 'submitted',
  totalCapitalTarget: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  isRead: false,
  ...over,
});
