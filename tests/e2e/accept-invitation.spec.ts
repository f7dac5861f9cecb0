import type { Page } from '@playwright/test';
import type { TestServer } from './fixtures';
import { createProject } from '../../src/server/test/factories';
import {
  createUser,
  expect,
  mailedLink,
  PASSWORD,
  signIn as signInWith,
  signInAs,
  test,
  uniqueEmail,
  userId,
} from './auth-fixtures';
import { checkScreen } from './screens';

// This machine is shared; a cold SPA chunk can take a while.
const slow = { timeout: 20_000 };

/** A founder signed in on `page` with a project of their own, inviting an address onto its team. */
async function founderInviting(page: Page, server: TestServer, name: string, email: string, role: string) {
  const founder = await signInAs(page, server, 'user');
  const project = await createProject(server.db, { name, createdBy: await userId(server, founder.email) });
  const invited = await page.request.post(`${server.url}/api/projects/${project.id}/team`, {
    headers: { origin: server.url },
    data: { email, role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  // Adding always invites, whether or not the address has an account.
  expect((await invited.json()).invitation).toMatchObject({ email, role });
  return { founder, project };
}

test('someone who made an account after being invited signs in from the link and accepts', async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(180_000);
  // A founder invites an address into the team; its owner then signs up on their own.
  const invitee = uniqueEmail('joiner');
  const { project } = await founderInviting(page, server, 'Harbor Mint', invitee, 'developer');
  await createUser(server, page.request, { email: invitee });
  const link = await mailedLink(server, invitee, '/accept-invitation');

  // The link is opened where someone else is signed in: the page names them, and signs them out.
  const context = await browser.newContext({ baseURL: server.url });
  const joiner = await context.newPage();
  const other = await createUser(server, joiner.request);
  await signInWith(joiner, server, other.email);
  await joiner.goto(link);
  await expect(joiner.getByText(`You are signed in as ${other.email}.`)).toBeVisible(slow);
  await checkScreen(joiner, 'accept-invitation-other-account', async (p) => {
    await expect(p.getByRole('button', { name: 'Sign Out and Continue' })).toBeVisible(slow);
  });
  await joiner.getByRole('button', { name: 'Sign Out and Continue' }).click();

  // Signed out: the account exists, so the page offers sign-in, not a sign-up that would fail.
  const signIn = joiner.getByRole('link', { name: 'Sign In to Accept' });
  await expect(signIn).toBeVisible(slow);
  await expect(joiner.getByRole('link', { name: 'Accept Invitation & Sign Up' })).toHaveCount(0);
  await checkScreen(joiner, 'accept-invitation-sign-in', async (p) => {
    await expect(p.getByRole('link', { name: 'Sign In to Accept' })).toBeVisible(slow);
  });

  await signIn.click();
  const form = joiner.getByRole('tabpanel', { name: 'Sign In' });
  await expect(form.getByLabel('Email')).toHaveValue(invitee);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();

  // Back on the invitation, signed in as the invited address: one button accepts it.
  await expect(joiner).toHaveURL(/\/accept-invitation\?token=/, slow);
  const accept = joiner.getByRole('button', { name: 'Accept Invitation' });
  await expect(accept).toBeVisible(slow);
  await checkScreen(joiner, 'accept-invitation-signed-in', async (p) => {
    await expect(p.getByRole('button', { name: 'Accept Invitation' })).toBeVisible(slow);
  });
  await accept.focus();
  await joiner.keyboard.press('Enter');
  await expect(joiner).toHaveURL(new RegExp(`/incubated-project-dashboard\\?project=${project.id}$`), slow);
  await expect(joiner.getByText('Invitation accepted.')).toBeVisible();
  await expect(joiner.getByRole('heading', { level: 1, name: 'Harbor Mint' })).toBeVisible(slow);

  // The founder's team lists the new developer, and no invitation waits any more.
  const team = await (await page.request.get(`${server.url}/api/projects/${project.id}/team`)).json();
  expect(team.members).toEqual(
    expect.arrayContaining([expect.objectContaining({ email: invitee, role: 'developer' })]),
  );
  expect(team.invitations).toEqual([]);
  await context.close();
});

test('a founder invited onto another team signs in from a fresh /auth tab and accepts from the dashboard', async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(180_000);
  // Invited before they had an account; they then sign up on their own and found a project too.
  const email = uniqueEmail('seated');
  const { founder, project } = await founderInviting(page, server, 'Summit Lend', email, 'advisor');
  const invitee = await createUser(server, page.request, { email });
  await createProject(server.db, { name: 'Own Nest', createdBy: await userId(server, invitee.email) });

  // A fresh tab on /auth: no token anywhere; they sign in as usual.
  const context = await browser.newContext({ baseURL: server.url });
  const joiner = await context.newPage();
  await joiner.goto('/auth');
  const form = joiner.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(invitee.email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(joiner).toHaveURL(/\/project-dashboard$/, slow);

  const section = joiner.getByRole('region', { name: 'Pending invitations' });
  await expect(section.getByRole('heading', { level: 3, name: 'Summit Lend' })).toBeVisible(slow);
  await expect(section).toContainText('Advisor');
  await expect(section).toContainText(founder.email);
  await checkScreen(joiner, 'dashboard-pending-invitations', async (p) => {
    await expect(p.getByRole('region', { name: 'Pending invitations' })).toBeVisible(slow);
  });

  // By keyboard: Tab reaches Accept, Enter takes the invitation up as the link would.
  const accept = section.getByRole('button', { name: /^Accept\s*the invitation to Summit Lend$/ });
  await section.getByRole('heading', { name: 'Summit Lend' }).click();
  let steps = 0;
  while (!(await accept.evaluate((el) => el === document.activeElement)) && steps++ < 40) {
    await joiner.keyboard.press('Tab');
  }
  await expect(accept).toBeFocused();
  await joiner.keyboard.press('Enter');
  await expect(joiner).toHaveURL(new RegExp(`/incubated-project-dashboard\\?project=${project.id}$`), slow);
  await expect(joiner.getByText('Invitation accepted.')).toBeVisible();
  await expect(joiner.getByText('You joined the Summit Lend team as Advisor.')).toBeVisible();
  await expect(joiner.getByRole('heading', { level: 1, name: 'Summit Lend' })).toBeVisible(slow);

  const team = await (await page.request.get(`${server.url}/api/projects/${project.id}/team`)).json();
  expect(team.members).toEqual(
    expect.arrayContaining([expect.objectContaining({ email: invitee.email, role: 'advisor' })]),
  );
  expect(team.invitations).toEqual([]);
  await joiner.goto('/project-dashboard');
  await expect(joiner.getByRole('heading', { level: 1, name: 'Your Projects' })).toBeVisible(slow);
  await expect(joiner.getByRole('region', { name: 'Pending invitations' })).toHaveCount(0);
  await context.close();
});
