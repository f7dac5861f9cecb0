import {
  expect as baseExpect,
  row,
  seedApplications,
  signInAs,
  submitApplication,
  tag,
  test,
} from './applicants-helpers';
import { checkScreen } from './screens';

/** Issue 16, triage: unread only, page size, next/previous by keyboard, bulk status, saved views. */

// The machine these run on is shared and slow at times: generous waits, the same assertions.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const listOf = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Applications' });

test('unread only and page size live in the URL; the detail walks the list by keyboard with its logo shown', async ({
  page,
  request,
  server,
}) => {
  const t = tag();
  // One through the real form with a logo, named to come first by name; twelve more straight in.
  const withLogo = await submitApplication(
    request,
    server,
    { projectName: `Triage${t} 00` },
    { withFiles: true },
  );
  await seedApplications(server, 12, (i) => ({ name: `Triage${t} ${String(i + 1).padStart(2, '0')}` }));

  await signInAs(page, server, 'admin');
  await page.goto(`/admin/applicants?search=Triage${t}&sort=name&dir=asc`);
  await expect(row(page, `Triage${t} 00`)).toBeVisible();

  // A click, not check(): the box follows the URL, which changes a moment after the click.
  await page.getByRole('checkbox', { name: 'Unread only' }).click();
  await expect(page.getByRole('checkbox', { name: 'Unread only' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Per page' }).selectOption('10');
  await expect(page).toHaveURL(/read=unread/);
  await expect(page).toHaveURL(/pageSize=10/);
  await expect(page.getByText('13 applications · page 1 of 2')).toBeVisible();
  await expect(listOf(page).getByRole('row')).toHaveCount(11); // header + 10
  await checkScreen(page, 'applicants-triage-list', async (p) => {
    await expect(p.getByText('13 applications · page 1 of 2')).toBeVisible();
  });

  // Opening the first reads it; under 'Unread only' it leaves the list, and next still goes on from it.
  await row(page, `Triage${t} 00`).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: withLogo.projectName })).toBeVisible();
  await expect(page).toHaveURL(/read=unread.*pageSize=10|pageSize=10.*read=unread/);
  await expect(page.getByRole('img', { name: `${withLogo.projectName} logo` })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Applications in this list' });
  await expect(nav.getByText('12 in the list')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as unread' })).toBeVisible();

  await page.keyboard.press('j');
  await expect(page.getByRole('heading', { level: 1, name: `Triage${t} 01` })).toBeVisible();
  await page.keyboard.press('j');
  await expect(page.getByRole('heading', { level: 1, name: `Triage${t} 02` })).toBeVisible();
  // Both were read on the way: under 'Unread only' nothing unread comes before this one any more.
  await expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();

  // Back keeps the list's filters.
  await page.getByRole('link', { name: 'All applicants' }).click();
  await expect(page).toHaveURL(/read=unread/);
  await expect(page.getByRole('checkbox', { name: 'Unread only' })).toBeChecked();
  await expect(page.getByText('10 applications · page 1 of 1')).toBeVisible();

  // Without 'Unread only' every application keeps its place: j and k walk both ways.
  await page.goto(`/admin/applicants/${withLogo.id}?search=Triage${t}&sort=name&dir=asc`);
  await expect(nav.getByText('1 of 13')).toBeVisible();
  await page.keyboard.press('j');
  await expect(page.getByRole('heading', { level: 1, name: `Triage${t} 01` })).toBeVisible();
  await expect(nav.getByText('2 of 13')).toBeVisible();
  await page.keyboard.press('k');
  await expect(page.getByRole('heading', { level: 1, name: withLogo.projectName })).toBeVisible();
  await expect(nav.getByText('1 of 13')).toBeVisible();

  // m: unread again.
  await expect(page.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await page.keyboard.press('m');
  await expect(page.getByRole('button', { name: 'Mark as read' })).toBeVisible();

  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('term')).toHaveText(['j', 'k', 'm', '?']);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await checkScreen(page, 'applicants-triage-detail', async (p) => {
    await expect(
      p.getByRole('navigation', { name: 'Applications in this list' }).getByText('1 of 13'),
    ).toBeVisible();
    await expect(p.getByRole('img', { name: `${withLogo.projectName} logo` })).toBeVisible();
  });
});

test('bulk status change moves the selection, each with its history', async ({ page, server }) => {
  const t = tag();
  await seedApplications(server, 3, (i) => ({ name: `Bulk${t} ${i}`, status: 'submitted' }));
  await signInAs(page, server, 'admin');
  await page.goto(`/admin/applicants?search=Bulk${t}`);
  await expect(listOf(page).getByRole('row')).toHaveCount(4);

  await page.getByRole('checkbox', { name: 'Select all applications on this page' }).check();
  await page.getByRole('button', { name: 'Change status (3)' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('combobox', { name: 'New status' }).selectOption('approved');
  await expect(dialog.getByRole('status')).toContainText('3 applications cannot move to Approved');
  await dialog.getByRole('combobox', { name: 'New status' }).selectOption('under_review');
  await dialog.getByRole('textbox', { name: /Note/ }).fill('first pass');
  await dialog.getByRole('button', { name: 'Move to Under Review' }).click();

  await expect(page.getByText('3 applications moved to Under Review')).toBeVisible();
  for (let i = 0; i < 3; i++) await expect(row(page, `Bulk${t} ${i}`)).toContainText('Under Review');
  await row(page, `Bulk${t} 1`).getByRole('link').click();
  await expect(page.getByText('first pass')).toBeVisible();
});

test('a saved view keeps the filters under a name, applies and is deleted', async ({
  page,
  server,
  allowConsoleErrors,
}) => {
  // The duplicate name is refused on purpose; the browser logs the 409.
  allowConsoleErrors({ text: /status of 409/, url: /\/api\/admin\/applicant-views$/ });
  const t = tag();
  await seedApplications(server, 2, (i) => ({ name: `View${t} ${i}`, industry: i ? 'gaming' : 'defi' }));
  await signInAs(page, server, 'admin');
  await page.goto(`/admin/applicants?search=View${t}&industry=gaming&read=unread`);
  await expect(listOf(page).getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Saved views' }).click();
  await page.getByRole('menuitem', { name: 'Save current filters…' }).click();
  const form = page.getByRole('dialog', { name: 'Save current filters' });
  await form.getByRole('button', { name: 'Save view' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill(`Gaming ${t}`);
  await form.getByRole('button', { name: 'Save view' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: `View: Gaming ${t}` })).toBeVisible();

  // The same name again: the server's 409 lands on the field.
  await page.getByRole('button', { name: `View: Gaming ${t}` }).click();
  await page.getByRole('menuitem', { name: 'Save current filters…' }).click();
  await form.getByRole('textbox', { name: 'Name' }).fill(`gaming ${t}`);
  await form.getByRole('button', { name: 'Save view' }).click();
  await expect(form.getByText('You already have a view with this name')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/admin/applicants');
  await page.getByRole('button', { name: 'Saved views' }).click();
  await page.getByRole('menuitem', { name: `Gaming ${t}` }).click();
  await expect(page).toHaveURL(new RegExp(`search=View${t}`));
  await expect(listOf(page).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('checkbox', { name: 'Unread only' })).toBeChecked();
  await checkScreen(page, 'applicants-triage-view', async (p) => {
    await expect(p.getByRole('button', { name: `View: Gaming ${t}` })).toBeVisible();
  });

  await page.getByRole('button', { name: `View: Gaming ${t}` }).click();
  // By keyboard: the submenu opens with the right arrow, Enter picks the view.
  await page.getByRole('menuitem', { name: 'Delete a view' }).press('ArrowRight');
  await page.getByRole('menuitem', { name: `Gaming ${t}`, exact: true }).press('Enter');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete view' }).click();
  await expect(page.getByText('View deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved views' })).toBeVisible();
});
