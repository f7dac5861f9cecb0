import type { Page } from '@playwright/test';
import { reviewRubricCategories, reviewSettings } from '../../src/server/db/schema/index';
import {
  createUser,
  expect,
  row,
  seedApplications,
  signIn,
  signInAs,
  tag,
  test,
  waitLive,
} from './applicants-helpers';
import { checkScreen } from './screens';

/** A rubric of two categories and blind review on, straight into the database (when none is set). */
async function ensureBlindRubric(server: { db: import('../../src/server/db/client').Db }) {
  const existing = await server.db.select().from(reviewRubricCategories);
  if (existing.length === 0) {
    await server.db.insert(reviewRubricCategories).values([
      { name: 'Team', description: 'Can they build it?', weight: 2, position: 0 },
      { name: 'Market', description: 'Is there demand?', weight: 1, position: 1 },
    ]);
  }
  await server.db
    .insert(reviewSettings)
    .values({ id: true, blindReview: true })
    .onConflictDoUpdate({ target: reviewSettings.id, set: { blindReview: true } });
}

const panel = (page: Page) => page.getByRole('form', { name: 'Your scores' });

/**
 * The form's score selects, once the review panel has loaded them: `all()` does not wait, and
 * right after the page opens the panel may still be a skeleton (an empty list would fill nothing).
 */
async function scoreSelects(page: Page) {
  await expect(panel(page).getByRole('combobox').first()).toBeVisible();
  return panel(page).getByRole('combobox').all();
}

/** Scores every category of the form `score`, with a comment where the scale asks for one. */
async function scoreAll(page: Page, score: number, comment: string) {
  for (const select of await scoreSelects(page)) await select.selectOption(String(score));
  for (const box of await panel(page).getByRole('textbox').all()) await box.fill(comment);
  await panel(page)
    .getByRole('button', { name: /my score/ })
    .click();
}

test('a super admin sets up the rubric: categories with weights, blind review, a used category cannot go', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, server, 'super_admin');
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Review rubric' }).click();
  await expect(page.getByRole('heading', { name: 'Review rubric', level: 1 })).toBeVisible();

  const name = `Traction ${tag()}`;
  await page.getByRole('button', { name: 'Add category' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Weight').fill('0');
  await dialog.getByRole('button', { name: 'Add category' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Weight must be greater than 0')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('Users, revenue or letters of intent');
  await dialog.getByLabel('Weight').fill('2');
  await dialog.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText('Category added')).toBeVisible();
  const categories = page.getByRole('region', { name: 'Rubric categories' });
  await expect(categories.getByText(name)).toBeVisible();

  const blind = page.getByRole('checkbox', { name: /Blind review/ });
  if (!(await blind.isChecked())) {
    await blind.check();
    await expect(page.getByText('Blind review is on')).toBeVisible();
  }
  await expect(blind).toBeChecked();

  await checkScreen(page, 'review-rubric', async (p) => {
    await expect(p.getByRole('region', { name: 'Rubric categories' }).getByText(name)).toBeVisible();
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Category deleted')).toBeVisible();
  await expect(categories.getByText(name)).toHaveCount(0);
});

test('two admins score blind: the second sees nothing of the first’s scores until they submit their own', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(240_000);
  await ensureBlindRubric(server);
  const [app] = await seedApplications(server, 1, () => ({ name: `Blind ${tag()}` }));
  const first = await createUser(server, page.request, { role: 'admin' });
  await signIn(page, server, first.email);
  await page.goto(`/admin/applicants/${app!.id}`);
  // The admin shell finishes connecting (live updates, wallet config) before the form is filled.
  await waitLive(page);

  // A 5 without a comment is refused, naming the category's comment.
  for (const select of await scoreSelects(page)) await select.selectOption('5');
  await panel(page).getByRole('button', { name: 'Submit my score' }).click();
  await expect(panel(page).getByText('A comment is required for a score of 5').first()).toBeVisible();

  await scoreAll(page, 5, 'Strong founders, already shipping');
  await expect(page.getByText('Your score was submitted')).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Update my score' })).toBeVisible();

  const other = await browser.newContext({ baseURL: server.url });
  const second = await other.newPage();
  const admin2 = await createUser(server, other.request, { role: 'admin' });
  await signIn(second, server, admin2.email);

  await second.goto(`/admin/applicants?search=${encodeURIComponent(app!.name)}`);
  await expect(row(second, app!.name).getByText('Hidden until you score')).toBeVisible();

  await second.goto(`/admin/applicants/${app!.id}`);
  await waitLive(second);
  const blindNote = second.getByText(
    "Blind review: other admins' scores appear once you have submitted yours.",
  );
  await expect(blindNote).toBeVisible();
  await expect(second.getByText('Strong founders, already shipping')).toHaveCount(0);
  await expect(second.getByText('Weighted mean')).toHaveCount(0);
  await checkScreen(second, 'review-panel-blind', async (p) => {
    await expect(
      p.getByText("Blind review: other admins' scores appear once you have submitted yours."),
    ).toBeVisible();
  });

  await second.setViewportSize({ width: 1280, height: 900 });
  await scoreAll(second, 3, '');
  await expect(second.getByText('Your score was submitted')).toBeVisible();
  await expect(blindNote).toHaveCount(0);
  await expect(second.getByText('Weighted mean')).toBeVisible();
  await expect(second.getByRole('list', { name: "Other admins' scores" })).toContainText(
    'Strong founders, already shipping',
  );

  await checkScreen(second, 'review-panel', async (p) => {
    await expect(p.getByText('Weighted mean')).toBeVisible();
  });

  await second.setViewportSize({ width: 1280, height: 900 });
  await second.goto(`/admin/applicants?search=${encodeURIComponent(app!.name)}`);
  await expect(row(second, app!.name).getByText('2 scores · spread 2.00')).toBeVisible();
  await other.close();
});
