import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { invitations, projectTeamMembers, users } from '../../src/server/db/schema/index';
import { createProject } from '../../src/server/test/factories';
import {
  PASSWORD,
  createUser,
  expect,
  expectNoAxeViolations,
  mailedLink,
  signInAs,
  test,
  uniqueEmail,
} from './auth-fixtures';
import { checkScreen } from './screens';

async function invite(page: Page, email: string, role: 'User' | 'Admin' | 'Super Admin') {
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByLabel('Email').fill(email);
  if (role !== 'User') {
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: role, exact: true }).click();
  }
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  return dialog;
}

function userRow(page: Page, email: string) {
  return page.getByRole('row').filter({ hasText: email });
}

/** Searches and waits for the answer: until then the rows are the previous list's, kept on screen. */
async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search users by e-mail or name' }).fill(text);
  await expect(page.getByRole('row').filter({ hasText: '@' }).filter({ hasNotText: text })).toHaveCount(0);
}

test('an admin invites a user who accepts and lands with the invited role', async ({
  page,
  server,
  browser,
}) => {
  await signInAs(page, server, 'super_admin');
  await page.goto('/admin/users');
  const email = uniqueEmail('invited');
  const dialog = await invite(page, email, 'Admin');
  await expect(page.getByText('Invitation sent')).toBeVisible();
  await expect(dialog).toBeHidden();
  const pending = page.getByRole('region', { name: 'Pending Invitations' });
  await expect(pending.getByText(email, { exact: true })).toBeVisible();
  await expect(
    pending
      .getByRole('listitem')
      .filter({ hasText: email })
      .getByText(/^Expires /),
  ).toBeVisible();

  const link = await mailedLink(server, email, '/accept-invitation');
  const invitee = await browser.newContext({ baseURL: server.url });
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(link);
  await expect(inviteePage.getByText(email)).toBeVisible();
  await expect(inviteePage.getByText('Administrative access to manage projects and users')).toBeVisible();
  await inviteePage.getByRole('link', { name: 'Accept Invitation & Sign Up' }).click();
  await expect(inviteePage.getByRole('heading', { name: 'Complete Your Invitation' })).toBeVisible();
  const form = inviteePage.getByRole('tabpanel', { name: 'Sign Up' });
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Accept Invitation & Create Account' }).click();
  await expect(inviteePage.getByText('Account created and invitation accepted successfully!')).toBeVisible();
  await expect(inviteePage).toHaveURL(/\/dashboard$/);
  await expect(inviteePage.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await inviteePage.getByRole('button', { name: `Account menu for ${email}` }).click();
  await expect(inviteePage.getByRole('menu').getByText('Admin', { exact: true })).toBeVisible();
  await invitee.close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Pending Invitations' }).getByText(email)).toHaveCount(0);
  await search(page, email);
  await expect(userRow(page, email).getByRole('combobox')).toHaveText('Admin');
});

test('a super admin changes a role, deactivates and reactivates a user', async ({ page, server }) => {
  await signInAs(page, server, 'super_admin');
  const target = await createUser(server, page.request, { email: uniqueEmail('target') });
  await page.goto('/admin/users');
  await search(page, target.email);
  const row = userRow(page, target.email);
  await expect(page.getByRole('row')).toHaveCount(2);

  await row.getByRole('combobox', { name: `Role of ${target.email}` }).click();
  await expect(page.getByRole('option')).toHaveText(['User', 'Admin', 'Super Admin']);
  await page.getByRole('option', { name: 'Admin', exact: true }).click();
  // Granting admin rights is asked first, like deactivating; cancelling changes nothing.
  const ask = page.getByRole('alertdialog', { name: `Make ${target.email} an Admin?` });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(row.getByRole('combobox', { name: `Role of ${target.email}` })).toHaveText('User');
  expect((await server.db.select().from(users).where(eq(users.email, target.email)))[0]?.role).toBe('user');

  await row.getByRole('combobox', { name: `Role of ${target.email}` }).click();
  await page.getByRole('option', { name: 'Admin', exact: true }).click();
  await ask.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText('Role updated')).toBeVisible();
  await expect
    .poll(async () => (await server.db.select().from(users).where(eq(users.email, target.email)))[0]?.role)
    .toBe('admin');
  await row.getByRole('combobox', { name: `Role of ${target.email}` }).click();
  await page.getByRole('option', { name: 'User', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: `Make ${target.email} a User?` })).toContainText(
    'Their administrative access ends at once.',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();

  // axe measures a toast mid-animation; let it go before checking the dialog.
  await expect(page.getByText('Role updated')).toBeHidden();
  await row.getByRole('button', { name: `Deactivate ${target.email}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deactivate this user?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row.getByText('Deactivated')).toBeVisible();
  const [after] = await server.db.select().from(users).where(eq(users.email, target.email));
  expect(after?.isActive).toBe(false);

  await row.getByRole('button', { name: `Reactivate ${target.email}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reactivate' }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
});

test('making a team member an admin is refused under the role picked, naming the team', async ({
  page,
  server,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  allowConsoleErrors({ text: /status of 409/, url: /\/api\/admin\/users\/[\w-]+$/ });
  await signInAs(page, server, 'super_admin');
  const target = await createUser(server, page.request, { email: uniqueEmail('seated') });
  const [row0] = await server.db.select().from(users).where(eq(users.email, target.email));
  await server.db.update(users).set({ name: 'Ada' }).where(eq(users.id, row0!.id));
  const project = await createProject(server.db, { name: 'Summit Lend' });
  await server.db
    .insert(projectTeamMembers)
    .values({ projectId: project.id, userId: row0!.id, role: 'developer' });
  await page.goto('/admin/users');
  await search(page, target.email);
  const row = userRow(page, target.email);
  const role = row.getByRole('combobox', { name: `Role of ${target.email}` });
  await role.click();
  await page.getByRole('option', { name: 'Admin', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Change role' }).click();

  const message = 'Ada is on the team of Summit Lend; remove them from the team first';
  await expect(row.getByRole('alert')).toHaveText(message);
  await expect(role).toHaveAccessibleDescription(message);
  await expect(role).toHaveText('User');
  expect((await server.db.select().from(users).where(eq(users.id, row0!.id)))[0]?.role).toBe('user');
  // The message is this page's state, not the screen's on load: axe reads it as shown (a reload,
  // as checkScreen does, would clear it).
  await expectNoAxeViolations(page);
});

test('an admin is offered only the User role and cannot touch admin accounts', async ({ page, server }) => {
  const me = await signInAs(page, server, 'admin');
  const plain = await createUser(server, page.request, { email: uniqueEmail('plain') });
  const other = await createUser(server, page.request, { email: uniqueEmail('otheradmin'), role: 'admin' });
  await page.goto('/admin/users');

  await search(page, plain.email);
  await userRow(page, plain.email).getByRole('combobox').click();
  await expect(page.getByRole('option')).toHaveText(['User']);
  await page.keyboard.press('Escape');

  await search(page, other.email);
  await expect(userRow(page, other.email).getByRole('combobox')).toBeDisabled();
  await expect(userRow(page, other.email).getByRole('button', { name: /Deactivate/ })).toBeDisabled();

  await search(page, me.email);
  await expect(userRow(page, me.email).getByRole('combobox')).toBeDisabled();

  await page.getByRole('button', { name: 'Invite User' }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Role' }).click();
  await expect(page.getByRole('option')).toHaveText(['User']);
});

test('the server refusal shows as a toast, and a pending invitation can be revoked', async ({
  page,
  server,
  allowConsoleErrors,
}) => {
  allowConsoleErrors({ text: /status of 409/, url: /\/api\/admin\/invitations$/ });
  await signInAs(page, server, 'super_admin');
  const existing = await createUser(server, page.request, { email: uniqueEmail('exists') });
  await page.goto('/admin/users');
  await invite(page, existing.email, 'User');
  await expect(page.getByText('Invitation failed')).toBeVisible();
  await expect(page.getByText('A user with this e-mail already exists')).toBeVisible();
  await page.keyboard.press('Escape');

  const email = uniqueEmail('revoke');
  await invite(page, email, 'User');
  const pending = page.getByRole('region', { name: 'Pending Invitations' });
  await expect(pending.getByText(email, { exact: true })).toBeVisible();
  await pending.getByRole('button', { name: `Revoke invitation for ${email}` }).click();
  await expect(page.getByText('Invitation revoked')).toBeVisible();
  await expect(pending.getByText(email, { exact: true })).toHaveCount(0);
  const [row] = await server.db.select().from(invitations).where(eq(invitations.email, email));
  expect(row?.revokedAt).not.toBeNull();
});

test('search narrows the list after a pause, and the page is keyboard usable', async ({ page, server }) => {
  await signInAs(page, server, 'super_admin');
  const tag = uniqueEmail('findme').split('@')[0]!;
  await createUser(server, page.request, { email: `${tag}@example.com` });
  await page.goto('/admin/users');
  await page.getByRole('searchbox').focus();
  await page.keyboard.type(tag);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(userRow(page, `${tag}@example.com`)).toBeVisible();
  await search(page, 'no-such-user-anywhere');
  await expect(page.getByText('No users match this search.')).toBeVisible();
  await search(page, tag);
  await expect(userRow(page, `${tag}@example.com`)).toBeVisible();
  // Tab from the search box passes the scrollable table region, then reaches the role select.
  await page.getByRole('searchbox').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(userRow(page, `${tag}@example.com`).getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
});

test('the users screen passes axe in light and dark at 375 and 1280 px', async ({ page, server }) => {
  test.slow();
  await signInAs(page, server, 'super_admin');
  await createUser(server, page.request, { email: uniqueEmail('listed'), verified: false });
  await page.goto('/admin/users');
  await invite(page, uniqueEmail('pending'), 'Admin');
  await expect(page.getByText('Invitation sent')).toBeVisible();
  // checkScreen also proves nothing pushes the page sideways (phones get cards, not the table).
  await checkScreen(page, 'auth-client-users', async (p) => {
    await expect(p.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await expect(p.getByRole('combobox').first()).toBeVisible();
  });
  // Opened once after checkScreen's reload; it stays open while the theme and width change.
  await checkScreen(page, 'auth-client-users-invite', async (p) => {
    const dialog = p.getByRole('dialog', { name: 'Invite a user' });
    if (!(await dialog.isVisible())) await p.getByRole('button', { name: 'Invite User' }).click();
    await expect(dialog).toBeVisible();
  });
});
