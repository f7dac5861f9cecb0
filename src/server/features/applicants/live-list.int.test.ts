import { randomUUID } from 'node:crypto';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { toListQuery, readListState } from '~/web/features/applicants/list-params';
import { applicationsQuery, countsQuery } from '~/web/features/applicants/api';
import { handleApplicationEvent } from '~/web/features/applicants/use-application-events';
import type { RealtimeMessage } from '~/web/lib/realtime';
import { createQueryClient } from '~/web/lib/query-client';
import { withSignedIn } from '../../test/admin-context';
import type { SignedIn } from '../../test/auth';
import { buildForm, validValues } from '../../test/application-form';
import { createApplication } from '../../test/factories';
import type { TestContext } from '../../test/harness';
import { readSse } from '../../test/sse';

// The admin's browser, driven against the real server: its QueryClient and event handler, the
// app's own fetch answered in process. Reproduces "badge 4, list 3 rows" (a new application in
// the counts but not in the open list, no reload).

let t: TestContext;
let admin: SignedIn;
withSignedIn(['admin'], (ctx, [a]) => {
  [t, admin] = [ctx, a];
});

afterEach(() => vi.unstubAllGlobals());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('an application created while the list first loads is in the list once the event is handled', async () => {
  for (let i = 0; i < 3; i += 1) await createApplication(t.db);
  // Notices are off (and there is one tab), so the handler only refreshes data.
  vi.stubGlobal('localStorage', { getItem: () => JSON.stringify({ enabled: false }) });
  vi.stubGlobal('document', { visibilityState: 'visible', hasFocus: () => true });
  let listAnswered!: () => void;
  const answered = new Promise<void>((resolve) => (listAnswered = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const res = await t.request(url, { ...init, headers: admin.headers });
    if (url.startsWith('/api/admin/applications?')) {
      listAnswered();
      // A slow network: the answer (read before the insert) arrives after the event.
      await sleep(300);
    }
    return res;
  });

  const qc = createQueryClient();
  // The admin shell's badge, loaded before the list screen opens.
  const badge = new QueryObserver(qc, countsQuery);
  const unsubscribeBadge = badge.subscribe(() => {});
  await vi.waitFor(() => expect(badge.getCurrentResult().data?.total).toBe(3));
  const sse = readSse(await t.request('/api/events', { headers: admin.headers }));
  await sse.next((e) => e.event === 'ready');

  // The list screen opens: its first load is on its way when the application arrives.
  const list = new QueryObserver(
    qc,
    applicationsQuery(toListQuery(readListState(new URLSearchParams()), '')),
  );
  const unsubscribe = list.subscribe(() => {});
  await answered;
  const submitted = await t.request('/api/applications', {
    method: 'POST',
    body: buildForm(validValues({ projectName: 'Late Arrival' })),
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(submitted.status).toBe(201);
  const event = await sse.next((e) => e.event === 'message');
  await handleApplicationEvent(qc, JSON.parse(event.data) as RealtimeMessage, admin.user.id);
  const settled = (o: { getCurrentResult(): { fetchStatus: string } }) =>
    expect(o.getCurrentResult().fetchStatus).toBe('idle');
  await vi.waitFor(() => [list, badge].forEach(settled), { timeout: 5000 });

  expect(badge.getCurrentResult().data?.total).toBe(4);
  const names = list.getCurrentResult().data?.items.map((a) => a.name);
  expect(names).toHaveLength(4);
  expect(names).toContain('Late Arrival');
  unsubscribe();
  unsubscribeBadge();
  await sse.close();
});

it('the list, like the counts, is never kept by a browser or proxy cache', async () => {
  for (const path of ['/api/admin/applications', '/api/admin/applications/counts']) {
    const res = await t.request(path, { headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  }
});
