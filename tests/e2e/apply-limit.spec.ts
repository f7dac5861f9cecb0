import type { Page, Request } from '@playwright/test';
import { expectStep, field, openWithDraft, titles, uniqueEmail, validValues } from './apply-helpers';
import { expect, test as base } from './fixtures';
import { saveShot } from './screens';

// Decision 0010: one accepted application per address per hour on this server, so the second is
// over the limit; refusals do not count.
const test = base.extend({
  pool: { name: 'apply-limit', env: { SUBMISSION_RATE_LIMIT: '1', SUBMISSION_ATTEMPT_LIMIT: '50' } },
});

function recordSubmissions(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/applications') sent.push(r);
  });
  return sent;
}

test('over the submission limit the applicant reads the wait at once; refusals did not count', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors({ text: /status of (400|429)/, url: /\/api\/applications$/ });
  const sent = recordSubmissions(page);

  // A refusal first: it must not use up the limit. The browser refuses a file whose first bytes are
  // not its format when it is picked (file-input.test.tsx); an SVG with a script passes that and is
  // refused by the server, which reads the whole file.
  await openWithDraft(page, validValues(uniqueEmail('refused')), 0);
  await field(page, 'companyLogo').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  });
  for (let step = 0; step < 5; step++) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  // The toast names the field by its label, never 'companyLogo'.
  await expect(page.getByText(/^Company Logo: /)).toBeVisible();
  await expect(page.getByText(/companyLogo/)).toHaveCount(0);
  await expectStep(page, 1, titles[0]!);

  // The stale validation toast does not stay under the success toast.
  await openWithDraft(page, { ...validValues(uniqueEmail('first')), projectName: 'ab' }, 5);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Please fix validation errors')).toBeVisible();
  await field(page, 'projectName').fill('Aurora Ledger');
  for (let step = 0; step < 5; step++) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application Submitted Successfully!')).toBeVisible();
  await expect(page.getByText('Please fix validation errors')).toHaveCount(0);

  // The second accepted application from this address is over the limit: told at once, no retries.
  await openWithDraft(page, validValues(uniqueEmail('second')), 5);
  const before = sent.length;
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const text =
    /^Too many requests\. Please wait a moment and try again\. You can submit again in (60 minutes|1 hour)\.$/;
  const toast = page.getByRole('region', { name: /Notifications/ });
  await expect(toast.getByText('Too Many Requests', { exact: true })).toBeVisible({ timeout: 3000 });
  await expect(toast.getByText(text)).toBeVisible();
  await expect(page.getByTestId('apply-limit-note')).toHaveText(text);
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  await expect(page.getByText(/Critical Error|trying again/)).toHaveCount(0);
  expect(sent.length - before).toBe(1);
  // Still on the last step with everything typed.
  await expectStep(page, 6, titles[5]!);
  await saveShot(page, 'apply-limit-light-1280');
});
