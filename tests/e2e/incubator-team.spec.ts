import { eq } from 'drizzle-orm';
import type { Browser, Page } from '@playwright/test';
import { projectMilestones, projectTeamMembers, users } from '../../src/server/db/schema/index';
import { createProject } from '../../src/server/test/factories';
import {
  createUser,
  expect,
  mailedLink,
  PASSWORD,
  signIn,
  signInAs,
  test,
  uniqueEmail,
} from './auth-fixtures';
import type { TestServer } from './fixtures';
import { checkScreen } from './screens';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** A project 40 days into the programme, its owner signed up, and two open milestones. */
async function seedProject(server: TestServer, page: Page, name: string) {
  const owner = await createUser(server, page.request, { email: uniqueEmail('owner') });
  const [ownerRow] = await server.db.select().from(users).where(eq(users.email, owner.email));
  const project = await createProject(server.db, {
    name,
    createdBy: ownerRow!.id,
    onboardingDate: daysAgo(39),
    currentPhase: 'development',
  });
  await server.db.insert(projectMilestones).values([
    { projectId: project.id, title: 'Whitepaper published', dueDay: 20 },
    { projectId: project.id, title: 'Testnet launch', dueDay: 60 },
  ]);
  return { project, owner };
}

/**
 * After an API sign-in the browser has no session hint yet (the SPA sets it once /api/me answers
 * on a page that asks); /auth asks, then sends the user on to their landing page.
 */
async function primeSession(page: Page) {
  await page.goto('/auth');
  await expect(page).not.toHaveURL(/\/auth$/, { timeout: 20_000 });
}

async function contextSignedIn(browser: Browser, server: TestServer, email: string) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signIn(page, server, email);
  await primeSession(page);
  return { context, page };
}

// This machine is shared; a cold SPA chunk can take a while.
const slow = { timeout: 20_000 };

const milestonesFigure = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByText('Milestones', { exact: true }) });

test('an invited founder joins the team, sees ticked milestones, gets re-roled and an answer', async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, server, 'admin');
  await primeSession(page);
  const { project, owner } = await seedProject(server, page, 'Summit Lend');
  const invitee = uniqueEmail('founder');

  // The admin invites a new address into the team.
  await page.goto(`/incubator/${project.id}?tab=team`);
  const form = page.getByRole('form', { name: 'Add a team member' });
  await form.getByLabel('E-mail').fill(invitee);
  await form.getByLabel('Role').selectOption('developer');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByRole('status')).toHaveText(`Invitation sent to ${invitee}`);
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  await expect(pending.getByText(invitee)).toBeVisible();

  // The invitee follows the mailed link, signs up and lands on this project's dashboard.
  const link = await mailedLink(server, invitee, '/accept-invitation');
  const founderContext = await browser.newContext({ baseURL: server.url });
  const founder = await founderContext.newPage();
  await founder.goto(link);
  await expect(
    founder.getByText('You have been invited to join the Summit Lend team as Developer.'),
  ).toBeVisible();
  await founder.getByRole('link', { name: 'Accept Invitation & Sign Up' }).click();
  const signUp = founder.getByRole('tabpanel', { name: 'Sign Up' });
  await expect(signUp.getByLabel('Email')).toHaveValue(invitee);
  await signUp.getByLabel('Password').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Accept Invitation & Create Account' }).click();
  await expect(founder).toHaveURL(/\/project-dashboard$/);
  await expect(founder.getByRole('heading', { level: 1, name: 'Summit Lend' })).toBeVisible();
  await expect(milestonesFigure(founder)).toContainText('0/2');

  // The admin's team now lists the founder; the invitation is no longer pending.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Team members' }).getByText(invitee)).toBeVisible();
  await expect(page.getByText('No invitation is waiting for an answer.')).toBeVisible();

  // The admin ticks a milestone; the founder's open dashboard follows live (no reload).
  await page.getByRole('tab', { name: 'Programme' }).click();
  await page.getByRole('checkbox', { name: 'Done: Whitepaper published' }).check();
  await expect(page.getByText('1 of 2 done (50%).')).toBeVisible();
  await expect(page.getByText(/^by .+ on /)).toBeVisible();
  await expect(milestonesFigure(founder)).toContainText('1/2');

  // The owner changes the founder's role.
  const ownerSide = await contextSignedIn(browser, server, owner.email);
  await ownerSide.page.goto(`/incubator/${project.id}?tab=team`);
  await ownerSide.page.getByRole('combobox', { name: /^Role of / }).selectOption('designer');
  await expect(ownerSide.page.getByText('Role changed')).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await server.db
            .select()
            .from(projectTeamMembers)
            .where(eq(projectTeamMembers.projectId, project.id))
        )[0]?.role,
    )
    .toBe('designer');
  await ownerSide.context.close();

  // The founder writes; the admin answers from the Messages tab.
  await founder.getByRole('button', { name: /Message the team/ }).click();
  const dialog = founder.getByRole('dialog');
  await dialog.getByLabel('Subject', { exact: true }).fill('Audit budget');
  await dialog.getByLabel('Message', { exact: true }).fill('Can we move the audit to week 6?');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByRole('article', { name: 'You: Audit budget' })).toBeVisible();

  await page.getByRole('tab', { name: 'Messages' }).click();
  const founderMessage = page.getByRole('article', { name: /^[^:]+: Audit budget$/ });
  await expect(founderMessage).toBeVisible();
  await expect(founderMessage).not.toHaveAccessibleName(/^You:/);
  await page.getByLabel('Subject', { exact: true }).fill('Re: Audit budget');
  await page.getByLabel('Message', { exact: true }).fill('Week 6 works for us.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('article', { name: 'You: Re: Audit budget' })).toBeVisible();
  await expect(founderMessage.getByTestId('message-status')).toHaveText('Replied');

  await expect(dialog.getByRole('article', { name: 'Admin: Re: Audit budget' })).toBeVisible();
  await founderContext.close();
});

test('the Programme, Team and Messages tabs pass the screen check for admins and owners', async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInAs(page, server, 'admin');
  await primeSession(page);
  const { project, owner } = await seedProject(server, page, 'Harbor Labs');
  const member = await createUser(server, page.request, { email: uniqueEmail('member') });
  await page.request.post(`/api/projects/${project.id}/team`, {
    headers: { origin: server.url },
    data: { email: member.email, role: 'co-founder' },
  });
  await page.request.post(`/api/projects/${project.id}/team`, {
    headers: { origin: server.url },
    data: { email: uniqueEmail('advisor'), role: 'advisor' },
  });
  const ownerSide = await contextSignedIn(browser, server, owner.email);
  await ownerSide.page.request.post(`/api/projects/${project.id}/messages`, {
    headers: { origin: server.url },
    data: { subject: 'Weekly update', messageContent: 'Testnet is live on Fuji.', priority: 'high' },
  });

  const tabs = [
    ['programme', (p: Page) => expect(p.getByRole('table', { name: 'Milestones' })).toBeVisible(slow)],
    ['team', (p: Page) => expect(p.getByRole('table', { name: 'Team members' })).toBeVisible(slow)],
    ['messages', (p: Page) => expect(p.getByRole('article', { name: /Weekly update/ })).toBeVisible(slow)],
  ] as const;
  for (const [tab, ready] of tabs) {
    await page.goto(`/incubator/${project.id}?tab=${tab}`);
    await checkScreen(page, `incubator-${tab}-admin`, ready);
    await ownerSide.page.goto(`/incubator/${project.id}?tab=${tab}`);
    await checkScreen(ownerSide.page, `incubator-${tab}-owner`, ready);
  }
  await ownerSide.context.close();
});
