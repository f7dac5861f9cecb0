// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { milestoneContracts } from '~/shared/contracts/milestones';
import { saveNotificationSettings } from '~/web/features/notifications/settings';
import { contractKey } from '~/web/lib/contract-client';
import { applicantKeys } from './api';
import { handleApplicationEvent } from './use-application-events';

const listKey = applicantKeys.list({ page: 1 });
const milestonesKey = contractKey(milestoneContracts.list, { params: { id: 'p1' } });

function clientWithData() {
  const qc = new QueryClient();
  qc.setQueryData(listKey, { items: [] });
  qc.setQueryData(applicantKeys.counts, { unread: 0 });
  qc.setQueryData(applicantKeys.detail('a1'), { application: { id: 'a1' } });
  qc.setQueryData(applicantKeys.analytics, { total: 0 });
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
    expect(qc.getQueryData(applicantKeys.detail('a1'))).toBeUndefined();
    expect(invalidated(qc, listKey)).toBe(true);
    expect(invalidated(qc, applicantKeys.counts)).toBe(true);
    expect(invalidated(qc, applicantKeys.analytics)).toBe(true);
    expect(invalidated(qc, ['projects', 'list', { limit: null }])).toBe(false);
  });

  it('read flags are per admin: another admin reading changes nothing here', async () => {
    const qc = clientWithData();
    await handleApplicationEvent(qc, event('applications', 'read', 'someone-else'), 'me');
    expect(invalidated(qc, listKey)).toBe(false);
    expect(invalidated(qc, applicantKeys.counts)).toBe(false);
    await handleApplicationEvent(qc, event('applications', 'read', 'me'), 'me');
    expect(invalidated(qc, listKey)).toBe(true);
    expect(invalidated(qc, applicantKeys.detail('a1'))).toBe(true);
  });

  it('a new application refreshes the list and fetches its row for the notice', async () => {
    saveNotificationSettings({ enabled: false });
    const fetchMock = vi.fn(async () =>
      Response.json({ application: { id: 'a2', name: 'Acme', contactName: 'Ada', contactEmail: 'a@x.io' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const qc = clientWithData();
    await handleApplicationEvent(qc, event('applications', 'created', 'a2'), 'me');
    expect(invalidated(qc, listKey)).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/applications/a2', expect.anything());
    expect(qc.getQueryData(applicantKeys.detail('a2'))).toMatchObject({ application: { name: 'Acme' } });
  });

  it('project events refresh project queries and milestones, not applicant ones', async () => {
    const qc = clientWithData();
    await handleApplicationEvent(qc, event('projects', 'updated', 'p1'), 'me');
    expect(invalidated(qc, ['projects', 'list', { limit: null }])).toBe(true);
    expect(invalidated(qc, milestonesKey)).toBe(true);
    expect(invalidated(qc, listKey)).toBe(false);
  });
});
