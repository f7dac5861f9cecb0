import { PASSWORD, createUser, expect, expectNoAxeViolations, mailedLink, test } from './auth-fixtures';
import { checkScreen, saveShot } from './screens';

const NEW_PASSWORD = 'a-brand-new-one-7';

test('a founder who forgot the password resets it from the mailed link and signs in with the new one', async ({
  page,
  server,
  request,
  allowConsoleErrors,
}) => {
  test.slow(); // four screens checked at two widths and two themes
  allowConsoleErrors({ text: /status of 400/, url: /\/api\/auth\/reset-password/ });
  const founder = await createUser(server, page.request);
  // Signed in elsewhere (another device): that session ends with the reset.
  const elsewhere = await request.post(`${server.url}/api/auth/sign-in/email`, {
    headers: { origin: server.url },
    data: { email: founder.email, password: PASSWORD },
  });
  expect(elsewhere.ok()).toBe(true);
  expect((await (await request.get(`${server.url}/api/me`)).json()).user.email).toBe(founder.email);

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
  await checkScreen(page, 'password-reset-forgot');
  // Keyboard only: the e-mail field has focus, Enter sends.
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(founder.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${founder.email}`);
  // A reload would show the form again, so this state is checked as it stands.
  await expectNoAxeViolations(page);
  await saveShot(page, 'password-reset-sent');

  const link = await mailedLink(server, founder.email, '/reset-password?token=');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
  await checkScreen(page, 'password-reset-choose');
  await page.getByLabel('New password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm new password').fill('123');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').press('Enter');

  await expect(page).toHaveURL(/\/auth\?reset=1$/);
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  expect(await (await request.get(`${server.url}/api/me`)).json()).toEqual({ user: null });
  await checkScreen(page, 'password-reset-signin');

  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(founder.email);
  await form.getByLabel('Password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/project-dashboard$/);

  // The link worked once.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-9');
  await page.getByLabel('Confirm new password').fill('yet-another-9');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toContainText('has expired or has already been used');
  await page.getByRole('link', { name: 'Ask for a New Link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await page.goto('/reset-password');
  await checkScreen(page, 'password-reset-link-problem');
});
