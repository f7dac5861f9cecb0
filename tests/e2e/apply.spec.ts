import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { incubatorApplications } from '../../src/server/db/schema/applications';
import { launchDateBounds } from '../../src/shared/schemas/applications';
import { exeBytes, pngBytes } from '../../src/server/test/upload-fixtures';
import {
  DRAFT_KEY,
  expectStep,
  field,
  files,
  fillStep,
  openWithDraft,
  test,
  titles,
  uniqueEmail,
  validValues,
} from './apply-helpers';
import { expect } from './fixtures';

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

test('a visitor completes all six steps with real files, is thanked, and the form starts over blank', async ({
  page,
  server,
}) => {
  const email = uniqueEmail('happy');
  const values = validValues(email);
  await page.goto('/apply');
  await expectStep(page, 1, titles[0]!);
  await expect(page.getByText('17% complete')).toBeVisible();
  await expect(page.getByText('Start', { exact: true })).toBeVisible();
  await expect(page.getByText('Submit', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await fillStep(page, 0, values);
  await field(page, 'companyLogo').setInputFiles(files.logo);
  await page.getByLabel('Company Documents').setInputFiles(files.documents);
  await page.getByLabel('Whitepaper / Pitch Deck').setInputFiles(files.whitepaper);
  await expect(page.getByText('aurora-logo.png')).toBeVisible();
  await expect(page.getByText('company-overview.docx')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove whitepaper.pdf' })).toBeVisible();

  for (let step = 1; step < 6; step++) {
    await next(page);
    await expectStep(page, step + 1, titles[step]!);
    await expect(page.getByText(`${Math.round(((step + 1) / 6) * 100)}% complete`)).toBeVisible();
    await fillStep(page, step, values);
  }
  const launch = field(page, 'expectedLaunchDate');
  const bounds = launchDateBounds();
  await expect(launch).toHaveAttribute('min', bounds.min);
  await expect(launch).toHaveAttribute('max', bounds.max);
  expect(Number(bounds.max.slice(0, 4)) - Number(bounds.min.slice(0, 4))).toBe(5);

  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application Submitted Successfully!')).toBeVisible();
  await expect(page.getByText(/5-7 business days/)).toBeVisible();
  await expectStep(page, 1, titles[0]!);
  await expect(field(page, 'projectName')).toHaveValue('');
  await expect(field(page, 'companyType')).toHaveValue('');
  await expect(page.getByText('aurora-logo.png')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
  // Above the empty form, after the toast has gone: what happens next, where the e-mail went.
  const notice = page.getByRole('status').filter({ hasText: 'Your application was received.' });
  await expect(notice).toContainText(`A confirmation e-mail was sent to ${email}.`);
  await expect(notice.getByRole('link', { name: /FAQ/ })).toHaveAttribute('href', '/faq');
  await field(page, 'projectName').fill('Next idea');
  await expect(notice).toHaveCount(0);

  const rows = await server.db
    .select()
    .from(incubatorApplications)
    .where(eq(incubatorApplications.contactEmail, email));
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  expect(row).toMatchObject({
    name: 'Aurora Ledger',
    contactName: 'Ada Lovelace',
    companyType: 'startup',
    industry: 'defi',
    status: 'submitted',
    teamSize: 4,
    totalCapitalTarget: 500000,
    currentFunding: 50000,
    expectedLaunchDate: values.expectedLaunchDate,
  });
  expect(row.websiteUrl).toBe('https://aurora-ledger.example.com');
  expect(row.logoUrl).toBeTruthy();
  expect(row.documentsUrl).toBeTruthy();
  expect(row.whitepaperUrl).toBeTruthy();
  const stored = await server.running.deps.storage!.list(`applications/${row.id}/`);
  expect(stored).toHaveLength(3);
  expect(stored.join(' ')).toMatch(/logo_.*documents_.*whitepaper_|documents_.*logo_.*whitepaper_/);
});

test('a failed Next stays on the step, shows the messages, and an edited field drops its error', async ({
  page,
}) => {
  await page.goto('/apply');
  await next(page);
  await expectStep(page, 1, titles[0]!);
  await expect(page.getByText('Project name is required')).toBeVisible();
  await expect(page.getByText('Company type is required')).toBeVisible();
  await expect(page.getByText('Industry is required')).toBeVisible();
  await expect(field(page, 'projectName')).toBeFocused();
  await expect(field(page, 'projectName')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'projectName')).toHaveAccessibleDescription(/Project name is required/);
  await expect(field(page, 'projectName')).toHaveAttribute('aria-required', 'true');

  await field(page, 'projectName').fill('Ab');
  await expect(page.getByText('Project name is required')).toHaveCount(0);
  await field(page, 'websiteUrl').fill('not a url');
  await next(page);
  await expect(page.getByText('Project name must be at least 3 characters long')).toBeVisible();
  await expect(page.getByText('Please enter a valid URL (e.g., https://example.com)')).toBeVisible();

  await fillStep(page, 0, validValues(uniqueEmail('next')));
  await next(page);
  await expectStep(page, 2, titles[1]!);
  await next(page);
  await expectStep(page, 2, titles[1]!);
  await expect(page.getByText('Contact email is required')).toBeVisible();
  await expect(field(page, 'contactName')).toBeFocused();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expectStep(page, 1, titles[0]!);
});

test('step 5 shows the number and funding messages inline', async ({ page }) => {
  const values = validValues(uniqueEmail('money'));
  await openWithDraft(
    page,
    { ...values, teamSize: 'four', fundingGoal: '100000', currentFunding: '$250,000' },
    4,
  );
  await expectStep(page, 5, titles[4]!);
  await next(page);
  await expectStep(page, 5, titles[4]!);
  await expect(page.getByText('Team size must be a valid number')).toBeVisible();
  await expect(page.getByText('Current funding cannot exceed your funding goal')).toBeVisible();
  await expect(field(page, 'teamSize')).toBeFocused();
  await field(page, 'teamSize').fill('4');
  await field(page, 'fundingGoal').fill('-5');
  await field(page, 'currentFunding').fill('abc');
  await next(page);
  await expect(page.getByText('Funding goal cannot be negative')).toBeVisible();
  await expect(page.getByText('Current funding must be a valid number')).toBeVisible();
  await expect(field(page, 'fundingGoal')).toBeFocused();
});

test('final submit opens the first step with errors and says how many there are', async ({ page }) => {
  const values = { ...validValues(uniqueEmail('jump')), contactEmail: 'not-an-email', teamSize: '2.5' };
  await openWithDraft(page, values, 5);
  await expectStep(page, 6, titles[5]!);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Please fix validation errors')).toBeVisible();
  await expect(
    page.getByText('Found 2 error(s). Check all fields for missing or invalid information.'),
  ).toBeVisible();
  await expectStep(page, 2, titles[1]!);
  await expect(field(page, 'contactEmail')).toBeFocused();
  await expect(page.getByText('Please enter a valid email address (e.g., name@example.com)')).toBeVisible();
  await field(page, 'contactEmail').fill('fixed@example.com');
  await expect(page.getByText('Please enter a valid email address (e.g., name@example.com)')).toHaveCount(0);

  // A blank required name is caught by the final check too.
  await openWithDraft(
    page,
    { ...values, contactEmail: 'x@example.com', teamSize: '2', projectName: '  ' },
    5,
  );
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Missing required information')).toBeVisible();
  await expect(page.getByText('Project name, contact name, and contact email are required.')).toBeVisible();
  await expectStep(page, 1, titles[0]!);
});

test('a reload mid-way restores the draft and the step', async ({ page }) => {
  const values = validValues(uniqueEmail('draft'));
  await page.goto('/apply');
  await fillStep(page, 0, values);
  await next(page);
  await field(page, 'contactName').fill('Grace Hopper');
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', DRAFT_KEY))
    .toContain('Grace Hopper');
  await page.reload();
  await expectStep(page, 2, titles[1]!);
  await expect(page.getByRole('status').filter({ hasText: 'We restored your saved draft' })).toBeVisible();
  await expect(field(page, 'contactName')).toHaveValue('Grace Hopper');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(field(page, 'projectName')).toHaveValue('Aurora Ledger');
  await expect(field(page, 'industry')).toHaveValue('defi');
});

test('the form open in two tabs: work in one is not overwritten by a later edit in the other', async ({
  page,
}) => {
  const values = validValues(uniqueEmail('tabs'));
  const draft = () => page.evaluate((key) => localStorage.getItem(key) ?? '', DRAFT_KEY);
  await page.goto('/apply');
  await expectStep(page, 1, titles[0]!);
  const other = await page.context().newPage();
  await other.goto('/apply');
  await expectStep(other, 1, titles[0]!);

  // The applicant carries on in the second tab...
  await fillStep(other, 0, values);
  await other.getByRole('button', { name: 'Next' }).click();
  await field(other, 'contactName').fill('Grace Hopper');
  await expect.poll(draft).toContain('Grace Hopper');

  // ...and the first tab, left open, shows that work instead of its blank form.
  await expectStep(page, 2, titles[1]!);
  await expect(field(page, 'contactName')).toHaveValue('Grace Hopper');
  await field(page, 'contactEmail').fill(values.contactEmail!);
  await expect.poll(draft).toContain(values.contactEmail!);
  expect(JSON.parse(await draft()).values).toMatchObject({
    projectName: 'Aurora Ledger',
    contactName: 'Grace Hopper',
    contactEmail: values.contactEmail,
  });
  await other.close();
});

test('a too-large or wrong-type file is refused in the browser and the field stays empty', async ({
  page,
}) => {
  await page.goto('/apply');
  const logo = field(page, 'companyLogo');
  // Written to disk first: a path is handed to the browser directly, a 5 MB buffer is slow to send.
  const huge = test.info().outputPath('huge.png');
  writeFileSync(huge, pngBytes({ padTo: 5 * 1024 * 1024 + 1 }));
  await logo.setInputFiles(huge);
  await expect(page.getByText('File size must be less than 5MB')).toBeVisible();
  await expect(logo).toHaveAttribute('aria-invalid', 'true');
  expect(await logo.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);

  await logo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('File must be JPG, PNG, SVG, or WebP')).toBeVisible();
  await page
    .getByLabel('Whitepaper / Pitch Deck')
    .setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: exeBytes() });
  await expect(page.getByText('File must be PDF, DOC, DOCX, PPT, or PPTX')).toBeVisible();
  // A PDF with no bytes is not a wrong format: the applicant is told what is really wrong.
  await page
    .getByLabel('Company Documents')
    .setInputFiles({ name: 'overview.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
  await expect(page.getByText('File is empty. Please choose the file again')).toBeVisible();
  await expect(page.getByText('overview.pdf')).toHaveCount(0);

  await logo.setInputFiles(files.logo);
  await expect(page.getByText('File must be JPG, PNG, SVG, or WebP')).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove aurora-logo.png' }).click();
  await expect(page.getByText('aurora-logo.png')).toHaveCount(0);
  await expect(logo).toBeFocused();
});

test('server refusals show inline on the right step: a disguised file, then a duplicate e-mail', async ({
  page,
  server,
  allowConsoleErrors,
}) => {
  allowConsoleErrors({ text: /status of (400|409)/, url: /\/api\/applications$/ });
  const email = uniqueEmail('refused');
  await openWithDraft(page, validValues(email), 0);
  // The browser refuses a file whose first bytes are not its format when it is picked
  // (file-input.test.tsx); an SVG with a script passes that, and only the server, reading the
  // whole file, can tell.
  await field(page, 'companyLogo').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  });
  for (let step = 1; step < 6; step++) await next(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expectStep(page, 1, titles[0]!);
  await expect(field(page, 'companyLogo')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Invalid Input')).toBeVisible();
  expect(
    await server.db.select().from(incubatorApplications).where(eq(incubatorApplications.contactEmail, email)),
  ).toHaveLength(0);

  // Without the bad file it goes through; the same e-mail a second time is a duplicate.
  for (let step = 1; step < 6; step++) await next(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application Submitted Successfully!')).toBeVisible();
  await openWithDraft(page, validValues(email), 5);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Data Error')).toBeVisible();
  await expectStep(page, 2, titles[1]!);
  await expect(field(page, 'contactEmail')).toHaveAccessibleDescription(
    'DUPLICATE_ERROR: An application with this email already exists.',
  );
});
