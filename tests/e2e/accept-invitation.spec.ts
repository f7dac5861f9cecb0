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

test('someone who made an account after being invited signs in from the link and accepts', async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(180_000);
  // A founder invites an address into the team; its owner then signs up on their own.
  const founder = await signInAs(page, server, 'user');
  const project = await createProject(server.db, {
    name: 'Harbor Mint',
    createdBy: await userId(server, founder.email),
  });
  const invitee = uniqueEmail('joiner');
  const invited = await page.request.post(`${server.url}/api/projects/${project.id}/team`, {
    headers: { origin: server.url },
    data: { email: invitee, role: 'developer' },
  });
  expect((await invited.json()).outcome).toBe('invited');
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
