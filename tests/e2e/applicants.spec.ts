import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import {
  badgeCount,
  checkScreen,
  createUser,
  expect,
  row,
  seedApplications,
  signIn,
  signInAs,
  submitApplication,
  tag,
  test,
  waitLive,
} from './applicants-helpers';
import { installRetryClock, outlastRetries } from './retries';

test('a visitor submits and the open applicants page shows it with the toast, no reload; marking read lowers the badge', async ({
  page,
  browser,
  server,
}) => {
  await signInAs(page, server, 'admin');
  // The badge's starting figure from the counts it is drawn from: read off the badge before they
  // arrived, it was empty, and earlier tests' unread applications looked like the new one's +1.
  const counted = page.waitForResponse((r) => r.url().endsWith('/api/admin/applications/counts') && r.ok());
  await page.goto('/admin/applicants');
  const before = ((await (await counted).json()) as { unread: number }).unread;
  await waitLive(page);
  await expect.poll(() => badgeCount(page)).toBe(before);
  let reloaded = false;
  page.on('framenavigated', (f) => f === page.mainFrame() && (reloaded = true));

  const visitor = await browser.newContext();
  const app = await submitApplication(visitor.request, server);
  await visitor.close();

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'New Incubator Application!' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(app.projectName);
  await expect(toast).toContainText(app.contactName);
  await expect(toast).toContainText(app.contactEmail);

  const newRow = row(page, app.projectName);
  await expect(newRow).toBeVisible();
  await expect(newRow).toHaveAttribute('data-unread', 'true');
  await expect(newRow.getByRole('link')).toHaveAccessibleName(`Unread: ${app.projectName}`);
  await expect.poll(() => badgeCount(page)).toBe(before + 1);
  expect(reloaded).toBe(false);

  await newRow.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Mark as read/ }).click();
  await expect(page.getByText('1 applications marked as read successfully.')).toBeVisible();
  await expect(page.getByText('Applications Marked as Read', { exact: true })).toBeVisible();
  await expect(newRow).not.toHaveAttribute('data-unread', 'true');
  await expect.poll(() => badgeCount(page)).toBe(before);
});

test('a status change in one admin tab reaches a second admin tab', async ({ page, browser, server }) => {
  const [seeded] = await seedApplications(server, 1, () => ({ name: `Relay ${tag()}` }));
  await signInAs(page, server, 'admin');

  const other = await browser.newContext({ baseURL: server.url });
  const second = await other.newPage();
  const admin2 = await createUser(server, other.request, { role: 'admin' });
  await signIn(second, server, admin2.email);
  await second.goto('/admin/applicants');
  await waitLive(second);
  await expect(row(second, seeded!.name).getByText('Submitted')).toBeVisible();

  await page.goto(`/admin/applicants/${seeded!.id}`);
  await page.getByRole('button', { name: 'Start review' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Note for the history (optional)').fill('Promising team');
  await dialog.getByRole('button', { name: 'Start review' }).click();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expect(page.getByText('Promising team')).toBeVisible();

  const toast = second.locator('[data-sonner-toast]').filter({ hasText: 'Application Status Updated' });
  await expect(toast).toContainText(`${seeded!.name} status changed to Under Review`);
  await expect(row(second, seeded!.name).getByText('Under Review')).toBeVisible();
  await other.close();
});

test('with several tabs open, a new application toasts in the visible tab and chimes once', async ({
  page,
  server,
}) => {
  // Count chimes: the tone is made with the Web Audio API, one gain node per chime.
  await page.context().addInitScript(() => {
    const w = window as unknown as { __chimes: number; AudioContext: unknown };
    w.__chimes = 0;
    const node = () => ({
      connect() {},
      start() {},
      stop() {},
      frequency: { setValueAtTime() {} },
      gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
    });
    w.AudioContext = class {
      state = 'running';
      currentTime = 0;
      destination = {};
      createGain() {
        w.__chimes += 1;
        return node();
      }
      createOscillator = node;
      resume = () => Promise.resolve();
    };
  });
  await signInAs(page, server, 'admin');
  // A second tab of the same admin in the same browser, in the background.
  const background = await page.context().newPage();
  await background.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
    document.hasFocus = () => false;
  });
  const tabs = [page, background];
  for (const tab of tabs) {
    await tab.goto('/admin/applicants');
    await waitLive(tab);
  }
  const chimes = () =>
    Promise.all(tabs.map((tab) => tab.evaluate(() => (window as unknown as { __chimes: number }).__chimes)));
  const toasts = (tab: Page) =>
    tab.locator('[data-sonner-toast]').filter({ hasText: 'New Incubator Application!' });

  const first = await submitApplication(page.request, server);
  await expect(toasts(page).filter({ hasText: first.projectName })).toBeVisible();
  // Both tabs' lists show it: the background tab refreshes too, it only stays quiet.
  await expect(row(background, first.projectName)).toBeVisible();
  const second = await submitApplication(page.request, server);
  await expect(toasts(page).filter({ hasText: second.projectName })).toBeVisible();
  await expect(row(background, second.projectName)).toBeVisible();
  await expect.poll(chimes).toEqual([2, 0]);
  await expect(toasts(background)).toHaveCount(0);
  await expect(toasts(page).filter({ hasText: first.projectName })).toHaveCount(1);
  await background.close();
});

test('status tabs, search, industry and date filters, sorting and pagination', async ({ page, server }) => {
  const prefix = `Filter${tag()}`;
  await seedApplications(server, 27, (i) => ({
    name: `${prefix} ${String(i).padStart(2, '0')}`,
    industry: i < 5 ? 'nft' : 'defi',
    status: i < 3 ? 'approved' : 'submitted',
    createdAt: i === 0 ? new Date('2024-03-10T12:00:00Z') : new Date(),
  }));
  await signInAs(page, server, 'admin');
  await page.goto('/admin/applicants');

  await page.getByLabel('Search').fill(prefix.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`search=${prefix.toLowerCase()}`));
  await expect(page.getByText('27 applications · page 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('27 applications · page 2 of 2')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Applications' }).getByRole('row')).toHaveCount(3);

  await page.getByRole('button', { name: 'Project', exact: true }).click();
  await expect(page.getByText('page 1 of 2')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Project', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page.getByRole('region', { name: 'Applications' }).getByRole('row').nth(1)).toContainText(
    `${prefix} 00`,
  );

  await page.getByLabel('Industry').selectOption('nft');
  await expect(page.getByText('5 applications · page 1 of 1')).toBeVisible();

  await page.getByRole('tab', { name: /^Approved/ }).click();
  await expect(page.getByText('3 applications · page 1 of 1')).toBeVisible();
  await expect(page).toHaveURL(/status=approved/);

  await page.getByLabel('Submitted from').fill('2024-03-01');
  await page.getByLabel('Submitted to').fill('2024-03-31');
  await expect(page.getByText('1 application · page 1 of 1')).toBeVisible();
  await expect(row(page, `${prefix} 00`)).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Search')).toHaveValue('');
  await expect(page).toHaveURL(/\/admin\/applicants\?status=approved&sort=name&dir=asc$/);
});

test('a search matching more than 1,000 says "More than 1,000" and pages on with Next', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const prefix = `Many${tag()}`.toLowerCase();
  // Old and already decided, so other tests' newest-first pages stay as they were; removed after.
  await server.db.execute(sql`
    insert into incubator_applications (name, contact_name, contact_email, company_type, industry, status, created_at)
    select ${prefix} || ' ' || lpad(i::text, 4, '0'), 'Founder ' || i, ${prefix} || i || '@many.example',
      'startup', 'defi', 'rejected', timestamptz '2020-01-01' + i * interval '1 minute'
    from generate_series(1, 1001) as i`);
  try {
    await signInAs(page, server, 'admin');
    await page.goto('/admin/applicants');
    await page.getByLabel('Search').fill(prefix);
    await expect(page.getByText('More than 1,000 applications · page 1', { exact: true })).toBeVisible();
    await expect(row(page, `${prefix} 1001`)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('More than 1,000 applications · page 2', { exact: true })).toBeVisible();
    await expect(row(page, `${prefix} 0976`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await checkScreen(page, 'capped-total', async (p) => {
      await expect(p.getByText('More than 1,000 applications · page 2')).toBeVisible();
    });
  } finally {
    await server.db.execute(sql`delete from incubator_applications where name like ${`${prefix} %`}`);
  }
});

test('mark all of a status as read', async ({ page, server }) => {
  await signInAs(page, server, 'admin');
  await seedApplications(server, 2, () => ({ status: 'rejected', name: `Rejected ${tag()}` }));
  await page.goto('/admin/applicants?status=rejected');
  await page.getByRole('button', { name: 'Mark all Rejected as read' }).click();
  await expect(page.getByText('All Rejected applications marked as read.')).toBeVisible();
  await expect(page.getByText('Status Marked as Read', { exact: true })).toBeVisible();
  await expect(page.locator('tr[data-unread]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all Rejected as read' })).toBeDisabled();
});

test('CSV export downloads the filtered list', async ({ page, server }) => {
  const prefix = `Csv${tag()}`;
  await seedApplications(server, 2, (i) => ({ name: `${prefix} ${i}` }));
  await seedApplications(server, 1, () => ({ name: `=HYPERLINK("x") ${prefix}` }));
  await seedApplications(server, 1, () => ({ name: `Other ${tag()}` }));
  await signInAs(page, server, 'admin');
  await page.goto(`/admin/applicants?search=${prefix}`);
  await expect(page.getByText('3 applications · page 1 of 1')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(4);
  expect(csv).toContain(`${prefix} 0`);
  expect(csv).toContain(`${prefix} 1`);
  expect(csv).not.toContain('Other ');
  // A formula-looking value is neutralised for spreadsheets.
  expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
});

test('detail view: every field, files, notes, history, approve, create project, delete (super admin)', async ({
  page,
  server,
}) => {
  const app = await submitApplication(page.request, server, {}, { withFiles: true });
  await signInAs(page, server, 'super_admin');
  await page.goto('/admin/applicants');
  await waitLive(page);
  const before = await badgeCount(page);
  await row(page, app.projectName).getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name: app.projectName })).toBeVisible();
  for (const text of [
    app.contactEmail,
    app.problemStatement,
    app.solution,
    app.targetMarket,
    app.keyPersonnel,
    'Solidity, TypeScript',
    'Development',
    'MVP',
    '$50K',
  ])
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  // Opening it reads it.
  await expect.poll(() => badgeCount(page)).toBe(before - 1);

  const [logo] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download logo' }).click(),
  ]);
  expect(logo.suggestedFilename()).toContain('logo');
  await expect(page.getByRole('link', { name: 'Download whitepaper' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download documents' })).toBeVisible();

  await page.getByLabel('Add a note').fill('Call the CTO on Monday');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Call the CTO on Monday')).toBeVisible();

  await page.getByRole('button', { name: 'Start review' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start review' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Under Review → Approved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();

  await page.getByRole('button', { name: 'Create incubated project' }).click();
  await expect(page.getByRole('link', { name: 'Open incubated project' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page).toHaveURL(/\/admin\/applicants$/);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Application Deleted' })).toContainText(
    'An application has been permanently deleted from the system.',
  );
  await expect(row(page, app.projectName)).toHaveCount(0);
});

test('an admin who is not super admin sees no Delete', async ({ page, server }) => {
  const [seeded] = await seedApplications(server, 1);
  await signInAs(page, server, 'admin');
  await page.goto(`/admin/applicants/${seeded!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: seeded!.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('after 3 failed retries the header says Disconnected and Reconnect brings it back', async ({
  page,
  server,
  allowConsoleErrors,
}) => {
  test.setTimeout(90_000);
  allowConsoleErrors({ text: /net::ERR_FAILED/, url: /\/api\/events/ });
  await signInAs(page, server, 'admin');
  await page.route('**/api/events**', (route) => route.abort());
  await installRetryClock(page);
  await page.goto('/admin/applicants');
  const indicator = page.locator('[data-realtime-status]');
  await expect(indicator).toHaveAttribute('data-realtime-status', 'reconnecting');
  // 2 + 4 + 8 seconds of retries.
  await outlastRetries(page, page.locator('[data-realtime-status=disconnected]'));
  await expect(page.getByRole('status').filter({ hasText: 'Disconnected' })).toBeAttached();
  await page.unroute('**/api/events**');
  await page.getByRole('button', { name: 'Reconnect' }).click();
  await waitLive(page);
});

test('notification settings default on and persist; turning them off silences the toasts', async ({
  page,
  server,
}) => {
  await signInAs(page, server, 'admin');
  await page.goto('/settings');
  const enabled = page.getByRole('checkbox', { name: /^Notifications/ });
  await expect(enabled).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Sound' })).toBeChecked();
  await expect(page.getByLabel('Volume')).toHaveValue('0.5');
  await enabled.uncheck();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /^Notifications/ })).not.toBeChecked();

  await page.goto('/admin/applicants');
  await waitLive(page);
  const app = await submitApplication(page.request, server);
  await expect(row(page, app.projectName)).toBeVisible();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'New Incubator Application!' }),
  ).toHaveCount(0);

  await page.getByRole('button', { name: 'Notification settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Notification settings' })).toBeVisible();
});

test('screens pass axe in light and dark at 375 and 1280 px', async ({ page, server }) => {
  test.setTimeout(180_000);
  const [seeded] = await seedApplications(server, 3, (i) => ({
    name: `Screen ${tag()}`,
    status: (['submitted', 'under_review', 'approved'] as const)[i],
  }));
  await signInAs(page, server, 'super_admin');
  await page.goto('/admin/applicants');
  await checkScreen(page, 'list', async (p) => {
    await expect(p.getByRole('region', { name: 'Applications' })).toBeVisible();
  });
  await page.goto(`/admin/applicants/${seeded!.id}`);
  await checkScreen(page, 'detail', async (p) => {
    await expect(p.getByRole('heading', { level: 1, name: seeded!.name })).toBeVisible();
  });
  for (const [path, name, heading] of [
    ['/admin', 'admin', 'Admin Panel'],
    ['/dashboard', 'dashboard', 'Dashboard'],
    ['/settings', 'settings', 'Settings'],
  ] as const) {
    await page.goto(path);
    await checkScreen(page, name, async (p) => {
      await expect(p.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(p.locator('[aria-busy], .animate-pulse')).toHaveCount(0);
    });
  }
});
