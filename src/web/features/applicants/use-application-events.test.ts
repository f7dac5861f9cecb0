// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicantContracts } from '~/shared/contracts/applicants';
import { applicationAnalyticsContracts } from '~/shared/contracts/application-analytics';
import { milestoneContracts } from '~/shared/contracts/milestones';
import { saveNotificationSettings } from '~/web/features/notifications/settings';
import { applicationDetail } from '~/web/routes/admin/applicants.fixtures';
import { contractKey } from '~/web/lib/contract-client';
import { applicantDetailKey, applicantListFilters } from './api';
import { handleApplicationEvent } from './use-application-events';

const listKey = contractKey(applicantContracts.list, { query: applicantListFilters({ page: 1 }) });
const countsKey = contractKey(applicantContracts.counts);
const analyticsKey = contractKey(applicationAnalyticsContracts.get, { query: { range: '30d' } });
const neighboursKey = (id: string) =>
  contractKey(applicantContracts.neighbours, { params: { id }, query: applicantListFilters({}) });
const milestonesKey = contractKey(milestoneContracts.list, { params: { id: 'p1' } });

function clientWithData() {
  const qc = new QueryClient();
  qc.setQueryData(listKey, { items: [] });
  qc.setQueryData(countsKey, { unread: 0 });
  qc.setQueryData(applicantDetailKey('a1'), { application: { id: 'a1' } });
  qc.setQueryData(neighboursKey('a1'), { previousId: null, nextId: null, position: 1, total: 1 });
  qc.setQueryData(neighboursKey('a9'), { previousId: null, nextId: null, position: 1, total: 1 });
  qc.setQueryData(analyticsKey, { total: 0 });
  qc.setQueryData(['projects', 'list', { limit: null }], { projects: [] });
  qc.setQueryData(milestonesKey, { milestones: [] });
  return qc;
}

const invalidated = (qc: QueryClient, key: readonly unknown[]) => qc.getQueryState(key)?.isInvalidated;
const event = (topic: string, type: string, id = 'a1') => ({ topic, type, id, at: new Date().toISOString() });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('handleApplicationEvent', () => {
  it('a deletion drops the detail and refreshes lists, counts and analytics', async () => {
    saveNotificationSettings({ enabled: false });
    const qc = clientWithData();
    await handleApplicationEvent(qc, event('applications', 'deleted'), 'me');
    expect(qc.getQueryData(applicantDetailKey('a1'))).toBeUndefined();
    expect(invalidated(qc, listKey)).toBe(true);
    // Not the deleted one's own next/previous (a 404), but another's.
    expect(invalidated(qc, neighboursKey('a1'))).toBe(false);
    expect(invalidated(qc, neighboursKey('a9'))).toBe(true);
    expect(invalidated(qc, countsKey)).toBe(true);
    expect(invalidated(qc, analyticsKey)).toBe(true);
    expect(invalidated(qc, ['projects', 'list', { limit: null }])).toBe(false);
  });

  it('read flags are per admin: another admin reading changes nothing here', async () => {
    const qc = clientWithData();
    await handleApplicationEvent(qc, event('applications', 'read', 'someone-else'), 'me');
    expect(invalidated(qc, listKey)).toBe(false);
    expect(invalidated(qc, countsKey)).toBe(false);
    await handleApplicationEvent(qc, event('applications', 'read', 'me'), 'me');
    expect(invalidated(qc, listKey)).toBe(true);
    expect(invalidated(qc, applicantDetailKey('a1'))).toBe(true);
  });

  it('a new application refreshes the list and fetches its row for the notice', async () => {
    saveNotificationSettings({ enabled: false });
    const fetchMock = vi.fn(async () =>
      Response.json(
        applicationDetail({ id: 'a2', name: 'Acme', contactName: 'Ada', contactEmail: 'a@x.io' }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const qc = clientWithData();
    await handleApplicationEvent(qc, event('applications', 'created', 'a2'), 'me');
    expect(invalidated(qc, listKey)).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/applications/a2', expect.anything());
    expect(qc.getQueryData(applicantDetailKey('a2'))).toMatchObject({ application: { name: 'Acme' } });
  });

  it('project events refresh project queries and milestones, not applicant ones', async () => {
    const qc = clientWithData();
    await handleApplicationEvent(qc, event('projects', 'updated', 'p1'), 'me');
    expect(invalidated(qc, ['projects', 'list', { limit: null }])).toBe(true);
    expect(invalidated(qc, milestonesKey)).toBe(true);
    expect(invalidated(qc, listKey)).toBe(false);
  });
});
