import { desc, eq, inArray } from 'drizzle-orm';
import { incubatorApplications, mailOutbox } from '../../src/server/db/schema/index';
import { mailedLink } from './auth-fixtures';
import { expect, signInAs, submitApplication, tag, test, waitLive, row } from './applicants-helpers';
import { field } from './apply-helpers';
import type { TestServer } from './fixtures';
import { checkScreen } from './screens';

/** Issue 16: requests for changes, decision mail (preview, per-send text, hold and release). */

// Each test walks several screens through checkScreen (two themes, two widths, axe each).
test.describe.configure({ timeout: 240_000 });

const toReview = (server: TestServer, ids: string[]) =>
  server.db
    .update(incubatorApplications)
    .set({ status: 'under_review' })
    .where(inArray(incubatorApplications.id, ids));

test('an admin requests changes; the applicant follows the mailed link, edits and resubmits; the admin sees it live', async ({
  page,
  browser,
  server,
}) => {
  const app = await submitApplication(
    page.request,
    server,
    { projectName: `Kestrel ${tag()}` },
    { withFiles: true },
  );
  await toReview(server, [app.id]);
  await signInAs(page, server, 'admin');
  await page.goto(`/admin/applicants/${app.id}`);
  await expect(page.getByRole('heading', { level: 1, name: app.projectName })).toBeVisible({
    timeout: 30_000,
  });
  await waitLive(page);

  const openDialog = async () => {
    await page.getByRole('button', { name: 'Request changes' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('region', { name: 'E-mail preview' })).toBeVisible();
    return dialog;
  };
  // checkScreen reloads once, then switches theme and width with the dialog left open.
  await checkScreen(page, 'applicants-status-dialog', async () => {
    if (await page.getByRole('alertdialog').isVisible()) return;
    await expect(page.getByRole('heading', { level: 1, name: app.projectName })).toBeVisible();
    await waitLive(page);
    await openDialog();
  });

  const dialog = page.getByRole('alertdialog');
  // The message is required: the dialog says so and stays open.
  await dialog.getByRole('button', { name: 'Request changes' }).click();
  await expect(
    dialog.getByText('Message to the applicant is required when requesting changes'),
  ).toBeVisible();
  await dialog
    .getByLabel('What should the applicant change?')
    .fill('Please add your audit plan to the solution.');
  const preview = dialog.getByRole('region', { name: 'E-mail preview' });
  await expect(preview).toContainText(`Please update your application for “${app.projectName}”`);
  await expect(preview).toContainText('Please add your audit plan to the solution.');
  await dialog.getByRole('button', { name: 'Request changes' }).click();
  await expect(page.getByText('Waiting for the applicant')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to review' })).toBeVisible();

  // The applicant, in another browser, reads the mail and opens the link.
  const link = await mailedLink(server, app.contactEmail, '/apply/changes/');
  const visitor = await browser.newContext({ baseURL: server.url });
  const applicant = await visitor.newPage();
  await applicant.goto(new URL(link).pathname);
  await checkScreen(applicant, 'apply-changes', async (p) => {
    await expect(p.getByText('Please add your audit plan to the solution.')).toBeVisible();
  });
  await expect(field(applicant, 'projectName')).toHaveValue(app.projectName);
  await expect(applicant.getByText('We have your file. Choose another only to replace it.')).toHaveCount(3);
  for (let step = 0; step < 2; step++) await applicant.getByRole('button', { name: 'Next' }).click();
  await expect(field(applicant, 'solution')).toHaveValue(app.solution);
  await field(applicant, 'solution').fill('Stablecoin payouts that settle in seconds, audited by two firms.');
  for (let step = 2; step < 5; step++) await applicant.getByRole('button', { name: 'Next' }).click();
  await applicant.getByRole('button', { name: 'Submit changes' }).click();
  await expect(applicant.getByRole('heading', { name: 'Changes submitted' })).toBeVisible();

  // The admin's open page updates without a reload, with the spec's toast (the one for the
  // admin's own request may still be shown above it).
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: `${app.projectName} status changed to Under Review` });
  await expect(toast).toContainText('Application Status Updated');
  await expect(
    page.getByText('Stablecoin payouts that settle in seconds, audited by two firms.'),
  ).toBeVisible();
  await expect(page.getByText('Changes submitted by the applicant')).toBeVisible();

  // The link worked once.
  await applicant.reload();
  await expect(applicant.getByRole('alert')).toContainText('This link has already been used');
  await checkScreen(applicant, 'apply-changes-used', async (p) => {
    await expect(p.getByRole('heading', { name: 'This link can no longer be used' })).toBeVisible();
  });
  await visitor.close();
});

test('decisions held one by one are released together, their e-mails queued in the outbox', async ({
  page,
  server,
}) => {
  const a = await submitApplication(page.request, server, { projectName: `Heron ${tag()}` });
  const b = await submitApplication(page.request, server, { projectName: `Ibis ${tag()}` });
  await toReview(server, [a.id, b.id]);
  await signInAs(page, server, 'admin');

  for (const [app, action] of [
    [a, 'Approve'],
    [b, 'Reject'],
  ] as const) {
    await page.goto(`/admin/applicants/${app.id}`);
    await page.getByRole('button', { name: action }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Hold this decision').check();
    await dialog.getByRole('button', { name: 'Hold decision' }).click();
    await expect(page.getByText(/^Held: /)).toBeVisible();
  }
  const noMail = await server.db.select().from(mailOutbox).where(eq(mailOutbox.to, a.contactEmail));
  expect(noMail.filter((m) => m.subject.includes('accepted'))).toHaveLength(0);

  await page.goto('/admin/applicants');
  await waitLive(page);
  await expect(row(page, a.projectName)).toContainText('Held: Approved');
  await expect(row(page, b.projectName)).toContainText('Held: Rejected');
  const release = page.getByRole('button', { name: /^Release \d+ held decisions?$/ });
  await checkScreen(page, 'applicants-held', async (p) => {
    await expect(p.getByRole('button', { name: /^Release \d+ held decisions?$/ })).toBeVisible();
    await waitLive(p);
  });
  await release.click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^Release/ })
    .click();
  await expect(page.getByText('Held decisions released')).toBeVisible();
  await expect(row(page, a.projectName)).toContainText('Approved');
  await expect(row(page, a.projectName)).not.toContainText('Held:');
  await expect(row(page, b.projectName)).toContainText('Rejected');

  const [mailA] = await server.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, a.contactEmail))
    .orderBy(desc(mailOutbox.createdAt));
  expect(mailA!.subject).toBe(`“${a.projectName}” has been accepted into the Hatchery incubator`);
});

test('super admins edit the decision e-mails; an unknown placeholder is refused on its field', async ({
  page,
  server,
}) => {
  await signInAs(page, server, 'super_admin');
  await page.goto('/admin/decision-mail');
  await checkScreen(page, 'decision-mail-templates', async (p) => {
    await expect(p.getByRole('tab', { name: /Review started/ })).toBeVisible();
    await expect(p.getByRole('region', { name: 'E-mail preview' })).toBeVisible();
  });
  await page.getByRole('tab', { name: /^Approved/ }).click();
  const subject = page.getByLabel('Subject');
  await subject.fill('Welcome {founder} to {project}');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Subject has unknown placeholder {founder}')).toBeVisible();
  await subject.fill('Welcome to Hatchery, {project}!');
  await expect(page.getByRole('region', { name: 'E-mail preview' })).toContainText(
    'Welcome to Hatchery, “Orbit Labs”!',
  );
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Approved \(edited\)/ })).toBeVisible();
});
