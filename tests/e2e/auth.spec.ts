import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { installRetryClock, outlastRetries } from './retries';
import { incubatedProjects, invitations, projectMilestones, users } from '../../src/server/db/schema/index';
import {
  PASSWORD,
  createUser,
  expect,
  expectNoAxeViolations,
  mailedLink,
  signIn,
  signInAs,
  test,
  uniqueEmail,
} from './auth-fixtures';
import { checkScreen, saveShot } from './screens';

const shot = (page: Page, name: string) => saveShot(page, `auth-client-${name}`);

async function insertInvitation(
  server: { db: import('../../src/server/db/client').Db },
  expiresInMs: number,
) {
  const token = randomBytes(24).toString('base64url');
  const email = uniqueEmail('invitee');
  await server.db.insert(invitations).values({
    email,
    role: 'admin',
    tokenHash: createHash('sha256').update(token).digest('hex'),
    expiresAt: new Date(Date.now() + expiresInMs),
  });
  return { token, email };
}

test('a visitor signs up, verifies through the mailed link and is signed in', async ({ page, server }) => {
  const email = uniqueEmail('signup');
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await expect(page.getByText('Admin access is restricted')).toBeVisible();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account Created!')).toBeVisible();
  await expect(page.getByText('Please check your email to verify your account.').first()).toBeVisible();

  const link = await mailedLink(server, email, '/verify-email');
  await page.goto(link);
  // Verified and signed in: a plain user lands on the project dashboard, which says what to do next.
  await expect(page).toHaveURL(/\/project-dashboard$/);
  await expect(page.getByRole('heading', { name: 'No Projects Found' })).toBeVisible();
  const [row] = await server.db.select().from(users).where(eq(users.email, email));
  expect(row?.emailVerified).toBe(true);
});

test('a broken, cut or used verification link ends on the sign-in screen saying so', async ({
  page,
  server,
}) => {
  const invalid = 'This verification link is not valid. Sign in to receive a new one.';
  for (const broken of ['/api/auth/verify-email', '/api/auth/verify-email?token=eyJhbGciOi']) {
    await page.goto(broken);
    await expect(page).toHaveURL(/\/auth\?/);
    await expect(page.getByRole('alert')).toHaveText(invalid);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  }

  const email = uniqueEmail('used-link');
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signedUp.ok()).toBe(true);
  const link = await mailedLink(server, email, '/verify-email');
  await page.request.get(link, { maxRedirects: 0 });
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\?verified=1$/);
  await expect(page.getByText('Your e-mail address is verified. Sign in to continue.')).toBeVisible();
  await shot(page, 'used-verification-link');
});

test('/auth?mode=signup opens the Sign Up tab', async ({ page }) => {
  await page.goto('/auth?mode=signup');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
});

test('sign-up validation names the field', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Password').fill('12345');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('an admin signs in with the form and reaches /dashboard', async ({ page, server }) => {
  const admin = await createUser(server, page.request, { role: 'admin' });
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(admin.email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByText('You have successfully signed in.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Product' })).toHaveAttribute('href', '/products/new');
});

test('a wrong password shows Sign In Failed with the server message', async ({
  page,
  server,
  allowConsoleErrors,
}) => {
  allowConsoleErrors({ text: /status of 401/, url: /\/api\/auth\// });
  const user = await createUser(server, page.request);
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill('wrong-password');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Sign In Failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a signed-in plain user sees Access Denied with e-mail, role and profile flag', async ({
  page,
  server,
}) => {
  const user = await signInAs(page, server, 'user');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('This application requires administrator privileges.')).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^user$/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Yes$/ })).toBeVisible();
  await checkScreen(page, 'auth-client-access-denied');
});

test('signed out, an admin route redirects to /auth', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
});

test('signing in from a redirected admin route returns there', async ({ page, server }) => {
  const admin = await createUser(server, page.request, { role: 'super_admin' });
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/auth$/);
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(admin.email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test('invitation mode locks the e-mail and disables sign-in', async ({ page, allowConsoleErrors }) => {
  // The page asks whether the invited address has an account; this made-up link is unknown (404).
  allowConsoleErrors({ text: /status of 404/, url: /\/api\/invitations\/abc$/ });
  await page.goto('/auth?mode=signup&invitation=abc&email=invited%40example.com');
  await expect(page.getByRole('heading', { name: 'Complete Your Invitation' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeDisabled();
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await expect(form.getByLabel('Email')).toHaveValue('invited@example.com');
  await expect(form.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(form.getByRole('button', { name: 'Accept Invitation & Create Account' })).toBeVisible();
  await checkScreen(page, 'auth-client-auth-invitation');
});

test('the sign-in screen passes axe in light and dark, desktop and phone', async ({ page }) => {
  await page.goto('/auth');
  await checkScreen(page, 'auth-client-auth');
});

test.describe('invitation page', () => {
  test('without a token', async ({ page }) => {
    await page.goto('/accept-invitation');
    await expect(page.getByRole('heading', { name: 'Invalid Invitation' })).toBeVisible();
    await expect(page.getByText('Invalid invitation link - no token provided')).toBeVisible();
    await checkScreen(page, 'auth-client-invitation-no-token');
  });

  test('with an unknown token', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors({ text: /status of 404/, url: /\/api\/invitations\// });
    await page.goto('/accept-invitation?token=no-such-token');
    await expect(page.getByRole('heading', { name: 'Invalid Invitation' })).toBeVisible();
    await expect(page.getByText('Invitation not found or has expired')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('with an expired token', async ({ page, server }) => {
    const { token } = await insertInvitation(server, -60_000);
    await page.goto(`/accept-invitation?token=${token}`);
    await expect(page.getByRole('heading', { name: 'Invitation Expired' })).toBeVisible();
    await expect(page.getByText('This invitation has expired and can no longer be used.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Login Page' })).toHaveAttribute('href', '/auth');
    await checkScreen(page, 'auth-client-invitation-expired');
  });

  test('with a valid token shows e-mail, role, expiry and the sign-up link', async ({ page, server }) => {
    const { token, email } = await insertInvitation(server, 7 * 24 * 3600_000);
    await page.goto(`/accept-invitation?token=${token}`);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('Administrative access to manage projects and users')).toBeVisible();
    await expect(page.locator('time')).toBeVisible();
    const accept = page.getByRole('link', { name: 'Accept Invitation & Sign Up' });
    const href = new URL((await accept.getAttribute('href'))!, 'http://x');
    expect(href.pathname).toBe('/auth');
    expect(Object.fromEntries(href.searchParams)).toEqual({ mode: 'signup', invitation: token, email });
    await checkScreen(page, 'auth-client-invitation-valid');
  });
});

test.describe('project dashboard', () => {
  test('signed out: Access Required, and Sign In opens the Authentication Required dialog', async ({
    page,
  }) => {
    await page.goto('/project-dashboard');
    await expect(page.getByRole('heading', { name: 'Access Required' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Authentication Required' });
    await expect(dialog.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'auth-dialog');
  });

  test('a user without projects sees No Projects Found with Apply and FAQ', async ({ page, server }) => {
    await signInAs(page, server, 'user');
    await page.goto('/project-dashboard');
    await expect(page.getByRole('heading', { name: 'No Projects Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: /apply/i }).last()).toHaveAttribute('href', '/apply');
    await expect(page.getByRole('main').getByRole('link', { name: /faq/i })).toHaveAttribute('href', '/faq');
    await checkScreen(page, 'auth-client-project-dashboard-empty');
  });

  test('several projects list cards; one opens its dashboard', async ({ page, server }) => {
    const user = await signInAs(page, server, 'user');
    const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    const [a, b] = await server.db
      .insert(incubatedProjects)
      .values([
        { name: 'Alpha Chain', description: 'First project', createdBy: row!.id },
        {
          name: 'Beta Vault',
          description: 'Second project',
          createdBy: row!.id,
          currentPhase: 'launch',
          totalCapitalTarget: 200_000,
          capitalRaised: 50_000,
        },
      ])
      .returning({ id: incubatedProjects.id });
    await server.db.insert(projectMilestones).values([
      { projectId: b!.id, title: 'Audit booked', dueDay: 20, doneAt: new Date() },
      { projectId: b!.id, title: 'Mainnet launch', dueDay: 90 },
    ]);
    await page.goto('/project-dashboard');
    await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible();
    await checkScreen(page, 'auth-client-project-dashboard-list');
    await page.getByRole('link', { name: 'View Dashboard for Beta Vault' }).click();
    await expect(page).toHaveURL(new RegExp(`/incubated-project-dashboard\\?project=${b!.id}$`));
    await expect(page.getByRole('heading', { name: 'Beta Vault', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage Project' })).toHaveAttribute(
      'href',
      `/incubator/${b!.id}`,
    );
    // Real figures in place of the spec's placeholders.
    await expect(page.getByText('of $200K target')).toBeVisible();
    await expect(page.getByText('$50K')).toBeVisible();
    await expect(page.getByText('1/2')).toBeVisible();
    await expect(page.getByText('Mainnet launch')).toBeVisible();
    await expect(page.getByText(/Illustrative figures/)).toHaveCount(0);
    await checkScreen(page, 'auth-client-project-dashboard-one');

    // The messaging dialog: send stays disabled until both texts have more than spaces.
    await page.getByRole('button', { name: 'Message the team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Messages with the Hatchery team' });
    await expect(dialog.getByText('No messages yet. Write to the Hatchery team below.')).toBeVisible();
    const send = dialog.getByRole('button', { name: 'Send message' });
    await dialog.getByLabel('Subject').fill('   ');
    await dialog.getByLabel('Message', { exact: true }).fill('Can we book an audit?');
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Subject').fill('Audit partner');
    await dialog.getByLabel('Priority').selectOption('high');
    await send.click();
    await expect(page.getByText('Message sent to admins')).toBeVisible();
    const sent = dialog.getByRole('article', { name: 'You: Audit partner' });
    await expect(sent).toContainText('Can we book an audit?');
    await expect(sent.getByTestId('message-status')).toHaveText(/Delivered|Sent/);
    await expect(dialog.getByRole('status').filter({ hasText: /Connected|Connecting/ })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(a).toBeTruthy();
  });
});

test('signing in as a user whose session check fails is not mistaken for signed out', async ({
  page,
  server,
  allowConsoleErrors,
}) => {
  allowConsoleErrors({ text: /status of 503/, url: /\/api\/me$/ });
  const user = await createUser(server, page.request);
  await signIn(page, server, user.email);
  await page.route('**/api/me', (route) => route.fulfill({ status: 503, body: '{}' }));
  await installRetryClock(page);
  await page.goto('/project-dashboard');
  await outlastRetries(page, page.getByText('Failed to load project data. Please try again later.'));
});

test('the home page loads no auth or admin code and makes no session call', async ({ page }) => {
  const scripts: string[] = [];
  const api: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    if (url.pathname.startsWith('/api/')) api.push(url.pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // header-account: the public header's account menu, loaded only once this browser has signed in
  // (its positive counterpart is in founders.spec.ts).
  expect(
    scripts.filter((s) =>
      /\/(auth|use-auth|admin|auth-provider|auth-forms|header-account|account-menu)[-.]/.test(s),
    ),
  ).toEqual([]);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  expect(api).not.toContain('/api/me');
});

test('an unverified account is told so and gets a fresh link', async ({
  page,
  server,
  allowConsoleErrors,
}) => {
  allowConsoleErrors({ text: /status of 4\d\d/, url: /\/api\/auth\// });
  const user = await createUser(server, page.request, { verified: false });
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Sign In Failed')).toBeVisible();
  await expect(page.getByText('Email not verified. We sent you a new verification link.')).toBeVisible();
  await mailedLink(server, user.email, '/verify-email');
});

test('signing in through the Authentication Required dialog stays on the project dashboard', async ({
  page,
  server,
}) => {
  const user = await createUser(server, page.request);
  await page.goto('/project-dashboard');
  await page.getByRole('link', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Authentication Required' });
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/project-dashboard$/);
  await expect(page.getByRole('heading', { name: 'No Projects Found' })).toBeVisible();
});
