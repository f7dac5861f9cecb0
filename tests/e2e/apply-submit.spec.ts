import { eq } from 'drizzle-orm';
import type { Page, Request } from '@playwright/test';
import { incubatorApplications } from '../../src/server/db/schema/applications';
import { DRAFT_KEY, expectStep, openWithDraft, test, uniqueEmail, validValues } from './apply-helpers';
import { expect } from './fixtures';

/** Records every submission request the page sends. */
function recordSubmissions(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/applications') sent.push(r);
  });
  return sent;
}

/** A complete application opened on its last step, and the submissions the page sends from there. */
async function openLastStep(page: Page, tag: string): Promise<{ email: string; sent: Request[] }> {
  const email = uniqueEmail(tag);
  await openWithDraft(page, validValues(email), 5);
  return { email, sent: recordSubmissions(page) };
}

const rowsFor = (server: { db: import('../../src/server/db/client').Db }, email: string) =>
  server.db.select().from(incubatorApplications).where(eq(incubatorApplications.contactEmail, email));

// Every test here makes the submission fail on purpose (aborted, refused or rate limited).
test.beforeEach(({ allowConsoleErrors }) =>
  allowConsoleErrors({ text: /status of \d{3}|net::ERR_/, url: /\/api\/applications$/ }),
);

test('a response lost on the way back is retried under the same key and stored once', async ({
  page,
  server,
}) => {
  const { email, sent } = await openLastStep(page, 'lost');
  let first = true;
  await page.route('**/api/applications', async (route) => {
    if (!first) return route.continue();
    first = false;
    // The server stores the application, but the browser never hears back.
    const response = await route.fetch();
    expect(response.status()).toBe(201);
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(page.getByText('Connection Issue: trying again in 2 s...')).toBeVisible();
  await expect(page.getByText('Application Submitted Successfully!')).toBeVisible();
  await expectStep(page, 1, 'Basic Information');

  expect(sent).toHaveLength(2);
  const keys = await Promise.all(sent.map((r) => r.headerValue('idempotency-key')));
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await rowsFor(server, email)).toHaveLength(1);
});

test('a second click before the button disables sends nothing more: one application, only the thank-you', async ({
  page,
  server,
}) => {
  const { email, sent } = await openLastStep(page, 'double');
  const submit = page.getByRole('button', { name: 'Submit Application' });
  // Two clicks in one task, as a double tap on a slow phone lands before React re-renders.
  await submit.evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(page.getByText('Application Submitted Successfully!')).toBeVisible();
  await expectStep(page, 1, 'Basic Information');
  await expect(page.getByText(/DUPLICATE_ERROR/)).toHaveCount(0);
  expect(sent).toHaveLength(1);
  expect(await rowsFor(server, email)).toHaveLength(1);
});

// A 429 is not retried: tests/e2e/apply-limit.spec.ts runs the real limit.

test('a security refusal stops at once with Submission Failed, and nothing is stored', async ({
  page,
  server,
}) => {
  // The server's own refusal: the page is opened under another name of the same server
  // (localhost instead of PUBLIC_URL's 127.0.0.1), so the browser's Origin is not the one the
  // server accepts changes from, as for a visitor who reached it by another address.
  const email = uniqueEmail('security');
  const elsewhere = new URL(server.url);
  elsewhere.hostname = 'localhost';
  expect(elsewhere.origin).not.toBe(new URL(server.url).origin);
  await page.goto(`${elsewhere.origin}/apply`);
  await expect(page.getByRole('progressbar', { name: 'Application progress' })).toBeVisible();
  await page.evaluate(([key, draft]) => localStorage.setItem(key, draft), [
    DRAFT_KEY,
    JSON.stringify({ values: validValues(email), step: 5 }),
  ] as const);
  await page.reload();
  const sent = recordSubmissions(page);
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/applications',
  );
  const before = await server.db.$count(incubatorApplications);

  await page.getByRole('button', { name: 'Submit Application' }).click();
  const message =
    'SECURITY_ERROR: Unable to submit application. Please try refreshing the page and submitting again.';
  const response = await answered;
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual({ error: { code: 'SECURITY_ERROR', message } });
  await expect(page.getByText('Submission Failed')).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  expect(sent).toHaveLength(1);
  // The visitor keeps everything typed: still on the last step, draft intact.
  await expectStep(page, 6, 'Timeline & Goals');
  // Nothing stored: no row for this address, and no row at all since the click.
  expect(await rowsFor(server, email)).toHaveLength(0);
  expect(await server.db.$count(incubatorApplications)).toBe(before);
  const log = await page.evaluate(() => JSON.parse(localStorage.getItem('hatchery-error-log') ?? '[]'));
  expect(log.at(-1)).toMatchObject({ category: 'security', severity: 'critical' });
});

test('when every retry fails, the critical toast with a CRIT code stays until dismissed', async ({
  page,
}) => {
  // A fake clock runs the retry delays (5 s, 1-3 s between rounds) and the toast timers instantly.
  await page.clock.install();
  const { sent } = await openLastStep(page, 'critical');
  await page.route('**/api/applications', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'INTERNAL_ERROR', message: 'Server error. Please try again later.' } },
    }),
  );
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const critical = page.getByText(
    /^Critical Error: Unable to submit application after multiple attempts\. Please contact support with error code: CRIT-\d+$/,
  );
  await expect(async () => {
    await page.clock.runFor(5000);
    await expect(critical).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 30_000 });
  // 4 rounds of 1 request + 2 retries (server errors), all under one Idempotency-Key.
  expect(sent).toHaveLength(12);
  const keys = new Set(await Promise.all(sent.map((r) => r.headerValue('idempotency-key'))));
  expect(keys.size).toBe(1);

  await page.clock.runFor(60_000);
  await expect(critical).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  await page.getByRole('button', { name: 'Close toast' }).first().click();
  await expect(critical).toHaveCount(0);
});
