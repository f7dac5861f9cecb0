import type { Page } from '@playwright/test';
import { projectStages } from '../../src/shared/enums';
import { createProject } from '../../src/server/test/factories';
import { checkScreen, expect, seedApplications, signInAs, tag, test, waitLive } from './applicants-helpers';

/** The visually hidden table behind a chart, as label -> number. */
async function chartTable(page: Page, title: string): Promise<Map<string, number>> {
  const table = page.getByRole('table', { name: title, exact: true });
  await expect(table).toBeAttached();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map(
        (tr) => [tr.querySelector('th')!.textContent!, Number(tr.querySelector('td')!.textContent)] as const,
      ),
    );
  return new Map(rows);
}

test('analytics shows the funnel, conversion, 30-day trend and splits from real rows', async ({
  page,
  server,
}) => {
  await signInAs(page, server, 'admin');
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const before = await chartTable(page, 'Applications by status');

  const industry = `e2e_x${tag()}`;
  const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
  await seedApplications(server, 4, (i) => ({
    industry,
    companyType: 'dao',
    projectStage: 'launch',
    status: i === 0 ? 'approved' : i === 1 ? 'rejected' : 'submitted',
    createdAt: threeDaysAgo,
  }));
  await page.reload();

  const byStatus = await chartTable(page, 'Applications by status');
  expect(byStatus.get('Approved')).toBe((before.get('Approved') ?? 0) + 1);
  expect(byStatus.get('Rejected')).toBe((before.get('Rejected') ?? 0) + 1);
  expect(byStatus.get('Submitted')).toBe((before.get('Submitted') ?? 0) + 2);
  const total = [...byStatus.values()].reduce((a, b) => a + b, 0);

  const funnel = await chartTable(page, 'Review funnel');
  expect(funnel.get('Submitted')).toBe(total);
  expect(funnel.get('Approved')).toBe(byStatus.get('Approved'));
  const rate = ((byStatus.get('Approved')! / total) * 100).toFixed(1);
  await expect(page.getByText(`${rate}%`).first()).toBeVisible();

  // An unknown industry code shows with underscores as spaces and words capitalised.
  const industries = await chartTable(page, 'Industries');
  expect(industries.get(`E2e X${industry.slice(5)}`)).toBe(4);
  expect((await chartTable(page, 'Company types')).get('DAO')).toBeGreaterThanOrEqual(4);
  expect((await chartTable(page, 'Project stages')).get('Launch')).toBeGreaterThanOrEqual(4);

  const perDay = await chartTable(page, 'Applications per day (last 30 days)');
  expect(perDay.size).toBe(30);
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(threeDaysAgo);
  expect(perDay.get(day)).toBeGreaterThanOrEqual(4);

  // The drawings come from the lazily loaded recharts chunk.
  await expect(page.locator('.recharts-wrapper').first()).toBeVisible();
});

test('a date range in the URL filters every application figure, survives reload and is shared by link', async ({
  page,
  server,
}) => {
  test.slow();
  const industry = `e2e_r${tag()}`;
  const label = `E2e R${industry.slice(5)}`;
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  // Noon UTC on days 2, 20, 60 and 200 before today: one more in each wider range.
  const ages = [2, 20, 60, 200];
  await seedApplications(server, ages.length, (i) => ({
    industry,
    status: i === 0 ? 'approved' : 'submitted',
    createdAt: new Date(`${day(ages[i]!)}T12:00:00Z`),
  }));
  await signInAs(page, server, 'admin');
  const ours = async () => (await chartTable(page, 'Industries')).get(label) ?? 0;
  const pressed = page.getByRole('group', { name: 'Date range' }).locator('[aria-pressed="true"]');

  await page.goto('/admin/analytics?range=7d');
  await expect(pressed).toHaveText('Last 7 days');
  await expect.poll(ours).toBe(1);
  await expect(page.getByRole('table', { name: 'Applications per day (last 7 days)' })).toBeAttached();

  await page.getByRole('button', { name: 'Last 90 days' }).click();
  await expect(page).toHaveURL(/\?range=90d$/);
  await expect.poll(ours).toBe(3);
  await page.reload();
  await expect(pressed).toHaveText('Last 90 days');
  await expect.poll(ours).toBe(3);

  await page.getByRole('button', { name: 'All time' }).click();
  await expect.poll(ours).toBe(4);

  // Custom days, both included: only the application of 60 days ago.
  await page.getByRole('button', { name: 'Custom dates' }).click();
  await page.getByLabel('From', { exact: true }).fill(day(60));
  await page.getByLabel('To', { exact: true }).fill(day(59));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?from=${day(60)}&to=${day(59)}$`));
  await expect.poll(ours).toBe(1);
  await expect(page.getByText(/UTC calendar days, both the first and the last included/)).toBeVisible();

  // The same link in another tab shows the same range.
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(shared.getByLabel('From', { exact: true })).toHaveValue(day(60));
  await expect(shared.getByRole('group', { name: 'Date range' }).locator('[aria-pressed="true"]')).toHaveText(
    'Custom dates',
  );
  await shared.close();

  // Days the wrong way round: the field is named, the figures fall back to the last 30 days.
  await page.goto(`/admin/analytics?from=${day(1)}&to=${day(9)}`);
  await expect(page.getByText('From must be on or before To')).toBeVisible();
  await expect.poll(ours).toBe(2);
  const refused = await page.request.get(`/api/admin/analytics?from=${day(1)}&to=${day(9)}`);
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.fields).toEqual({ from: 'From must be on or before To' });
});

test('recharts is not part of the applicants or public bundles', async ({ page, server }) => {
  await signInAs(page, server, 'admin');
  const scripts: string[] = [];
  page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/admin/applicants');
  await waitLive(page);
  const bodies = await Promise.all(scripts.map((u) => page.request.get(u).then((r) => r.text())));
  expect(bodies.some((b) => b.includes('recharts-wrapper'))).toBe(false);
});

test('analytics passes axe in light and dark at 375 and 1280 px', async ({ page, server }) => {
  test.setTimeout(120_000);
  await seedApplications(server, 3, (i) => ({ status: i ? 'submitted' : 'approved' }));
  await signInAs(page, server, 'admin');
  await page.goto('/admin/analytics');
  await checkScreen(page, 'analytics', async (p) => {
    await expect(p.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(p.locator('.recharts-wrapper').first()).toBeVisible();
  });
  // Whole applications per day: straight segments (M/L), never a smoothed curve (C) between days.
  const trend = page
    .locator('figure')
    .filter({ has: page.getByRole('table', { name: /^Applications per day/ }) })
    .locator('path.recharts-line-curve');
  await expect(trend).toHaveAttribute('d', /^M[\d.,\sL-]+$/);
  // The donut has its key, with the counts, in the theme's text colour.
  const legend = page
    .locator('figure')
    .filter({ has: page.getByRole('table', { name: 'Applications by status' }) })
    .getByTestId('chart-legend');
  await expect(legend).toBeVisible();
  // The key is for the eye (aria-hidden; the table carries the values), so it is read as markup:
  // every status with applications, in the table's order, with its count. The other tests of this
  // file add applications to the same database, so the counts are the table's, not this seed's.
  const byStatus = await chartTable(page, 'Applications by status');
  expect(byStatus.get('Submitted')).toBeGreaterThanOrEqual(2);
  expect(byStatus.get('Approved')).toBeGreaterThanOrEqual(1);
  const counted = [...byStatus].filter(([, n]) => n > 0);
  await expect(legend.locator('li')).toHaveText(
    counted.map(([label, n]) => new RegExp(`^${label}\\s*${n}$`)),
  );
});

/** The category labels a chart draws, each with whether it lies wholly inside the drawing. */
async function drawnLabels(page: Page, title: string) {
  const figure = page
    .locator('figure')
    .filter({ has: page.getByRole('table', { name: title, exact: true }) });
  const drawing = figure.locator('.recharts-wrapper');
  await expect(drawing).toBeVisible();
  return drawing.evaluate((wrapper) => {
    const box = wrapper.getBoundingClientRect();
    // The category axis is the one whose ticks are not numbers.
    return [...wrapper.querySelectorAll('.recharts-cartesian-axis-tick-value')]
      .map((t) => ({
        // A long label may wrap onto lines of its own (tspans).
        text: [...t.querySelectorAll('tspan')].map((line) => line.textContent).join(' '),
        r: t.getBoundingClientRect(),
      }))
      .filter(({ text }) => !/^[\d.,]+[KMB]?$/.test(text))
      .map(({ text, r }) => ({
        text,
        inside: r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.top >= box.top - 0.5,
      }));
  });
}

test('on a phone every bar of the stage and capital charts carries its whole label', async ({
  page,
  server,
}) => {
  const t = tag();
  await seedApplications(server, projectStages.length, (i) => ({ projectStage: projectStages[i] }));
  // Long names at the top of the capital ranking, as real project names are.
  const names = [`Basecamp Ledger Protocol ${t}`, `Frostbyte Node Services ${t}`, `Moraine Markets ${t}`];
  for (const [i, name] of names.entries()) {
    await createProject(server.db, { name, capitalRaised: 9e12 - i * 1e12, isActive: true });
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page, server, 'admin');
  await page.goto('/admin/analytics');

  const stages = await drawnLabels(page, 'Project stages');
  for (const label of ['Ideation', 'Validation', 'Development', 'Testing', 'Launch', 'Growth']) {
    expect(stages, label).toContainEqual({ text: label, inside: true });
  }
  const capital = await drawnLabels(page, 'Capital raised per project');
  for (const name of names) {
    const drawn = capital.find((l) => name.startsWith(l.text.replace(/…$/, '')));
    expect(drawn, name).toMatchObject({ inside: true });
  }
});
