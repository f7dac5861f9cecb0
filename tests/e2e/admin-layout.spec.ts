import type { Locator, Page } from '@playwright/test';
import { checkScreen, expect, seedApplications, signInAs, tag, test } from './applicants-helpers';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

/** The entries the sidebar paints as active (their background differs from a resting entry's). */
async function highlighted(page: Page): Promise<string[]> {
  const nav = sidebar(page);
  const resting = await nav
    .getByRole('link', { name: 'Network', exact: true })
    .evaluate((a) => getComputedStyle(a).backgroundColor);
  const names: string[] = [];
  for (const link of await nav.getByRole('link').all()) {
    const bg = await link.evaluate((a) => getComputedStyle(a).backgroundColor);
    if (bg !== resting) names.push((await link.innerText()).replace(/\d+\+?/g, '').trim());
  }
  return names;
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'laid out').not.toBeNull();
  return b!;
}

test('only the page’s own sidebar entry is highlighted, not also Admin Panel', async ({ page, server }) => {
  await signInAs(page, server, 'super_admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [path, entry] of [
    ['/admin/applicants', 'Applicants'],
    ['/admin/users', 'User Management'],
    ['/admin', 'Admin Panel'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.move(900, 600);
    await expect.poll(() => highlighted(page), path).toEqual([entry]);
    await expect(sidebar(page).locator('[aria-current="page"]')).toHaveText(new RegExp(`^${entry}`));
  }
});

test('at 1280 px the applicants table shows every column and whole e-mails', async ({ page, server }) => {
  const t = tag();
  await seedApplications(server, 2, (i) => ({
    name: `Layout Venture With A Long Name ${t}-${i}`,
    contactName: 'Alexandra Montgomery-Featherstone',
    contactEmail: `alexandra.montgomery-featherstone-${t}${i}@long-domain-example.com`,
    industry: 'infrastructure',
  }));
  await signInAs(page, server, 'super_admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/applicants');
  const region = page.getByRole('region', { name: 'Applications' });
  // This machine is shared; a cold SPA chunk can take a while.
  await expect(region.getByRole('row').filter({ hasText: t })).toHaveCount(2, { timeout: 30_000 });
  const frame = await box(region);
  for (const name of ['Project', 'Contact', 'Industry', 'Status', 'Score', 'Submitted']) {
    const header = await box(region.getByRole('columnheader', { name }));
    expect(header.x + header.width, `${name} inside the table`).toBeLessThanOrEqual(
      frame.x + frame.width + 1,
    );
  }
  // Nothing to scroll sideways to: the whole table is in view.
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  const email = region.getByText(`alexandra.montgomery-featherstone-${t}0@long-domain-example.com`);
  // Whole: not cut with an ellipsis (its text fits its box).
  expect(await email.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});

test('at 375 px the header keeps the logo and title on its first row; the status tabs all show', async ({
  page,
  server,
}) => {
  await signInAs(page, server, 'super_admin');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/applicants');
  const header = page.getByRole('banner');
  const logo = header.getByRole('link', { name: 'Hatchery' });
  const title = header.getByText('Manage your smart contracts');
  const trigger = header.getByRole('button', { name: 'Toggle sidebar (Ctrl+B)' });
  await expect(logo).toBeVisible({ timeout: 30_000 });
  const [l, ti, tr] = [await box(logo), await box(title), await box(trigger)];
  // Title beside the logo and the menu button, not wrapped under the icons.
  expect(Math.abs(ti.y + ti.height / 2 - (tr.y + tr.height / 2))).toBeLessThan(6);
  expect(Math.abs(l.y + l.height / 2 - (tr.y + tr.height / 2))).toBeLessThan(6);
  expect(ti.x + ti.width).toBeLessThanOrEqual(375);
  // One line: the title is no taller than a line of its text.
  expect(ti.height).toBeLessThan(28);

  const tabs = page.getByRole('tablist', { name: 'Application status' });
  for (const name of [
    /^All/,
    /^Submitted/,
    /^Under Review/,
    /^Changes Requested/,
    /^Approved/,
    /^Rejected/,
  ]) {
    const tab = tabs.getByRole('tab', { name });
    const b = await box(tab);
    expect(b.x, String(name)).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width, `${String(name)} whole on screen`).toBeLessThanOrEqual(375);
  }
  await tabs.getByRole('tab', { name: /^All/ }).click();
  await expect(tabs.getByRole('tab', { name: /^All/ })).toBeFocused();
  // Keyboard: the arrows walk along the wrapped tabs to Rejected.
  const rejected = tabs.getByRole('tab', { name: /^Rejected/ });
  for (let i = 0; i < 10 && !(await rejected.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowRight');
  await expect(rejected).toBeFocused();
});

test('the applicants list passes the screen check (screenshots to look at)', async ({ page, server }) => {
  test.setTimeout(180_000);
  await seedApplications(server, 3, (i) => ({
    name: `Layout Screen ${tag()}`,
    contactEmail: `someone.with.a.long.address-${i}-${tag()}@example-venture.com`,
    status: (['submitted', 'under_review', 'approved'] as const)[i],
  }));
  await signInAs(page, server, 'super_admin');
  await page.goto('/admin/applicants');
  await checkScreen(page, 'layout-list', async (p) => {
    await expect(p.getByRole('region', { name: 'Applications' })).toBeVisible();
  });
});
