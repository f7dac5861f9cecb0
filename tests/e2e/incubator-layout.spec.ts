import { eq } from 'drizzle-orm';
import type { Locator, Page } from '@playwright/test';
import { projectMilestones, projectTeamMembers, users } from '../../src/server/db/schema/index';
import { createProject } from '../../src/server/test/factories';
import { createUser, expect, signInAs, test, uniqueEmail } from './auth-fixtures';
import type { TestServer } from './fixtures';
import { checkScreen } from './screens';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const slow = { timeout: 20_000 };

/** A project on day `day` of the programme, with a team member besides the owner. */
async function seedProject(server: TestServer, page: Page, day: number) {
  const owner = await createUser(server, page.request, { email: uniqueEmail('owner') });
  const [ownerRow] = await server.db.select().from(users).where(eq(users.email, owner.email));
  const project = await createProject(server.db, {
    name: 'Layout Labs',
    createdBy: ownerRow!.id,
    onboardingDate: daysAgo(day - 1),
    currentPhase: 'launch',
  });
  await server.db.insert(projectMilestones).values([{ projectId: project.id, title: 'Mainnet', dueDay: 80 }]);
  return project;
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'laid out').not.toBeNull();
  return b!;
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the day marker of the programme timeline never crosses a phase label', async ({ page, server }) => {
  await signInAs(page, server, 'admin');
  // Day 75: inside 'Launch (days 71-100)', where the marker used to cut through the label.
  const project = await seedProject(server, page, 75);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/incubator/${project.id}?tab=programme`);
    const phases = page.getByRole('list', { name: 'Programme phases' });
    await expect(phases).toBeVisible(slow);
    const marker = await box(page.getByTestId('timeline-today'));
    for (const label of await phases.getByRole('listitem').locator('span').first().all()) {
      expect(overlaps(marker, await box(label)), `${width}: ${await label.innerText()}`).toBe(false);
    }
    // Still at day 75 of 100 along the bar.
    const bar = await box(phases);
    expect((marker.x - bar.x) / bar.width).toBeCloseTo(0.745, 1);
  }
});

test('team rows: text, selects and buttons sit on one middle line', async ({ page, server }) => {
  await signInAs(page, server, 'admin');
  // After an API sign-in the browser has no session hint yet; /auth asks, then moves on.
  await page.goto('/auth');
  await expect(page).not.toHaveURL(/\/auth$/, slow);
  const project = await seedProject(server, page, 40);
  // A member already on the team (an invitation would only list them as pending).
  const member = await createUser(server, page.request, { email: uniqueEmail('member') });
  const [memberRow] = await server.db.select().from(users).where(eq(users.email, member.email));
  await server.db
    .insert(projectTeamMembers)
    .values({ projectId: project.id, userId: memberRow!.id, role: 'co-founder' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/incubator/${project.id}?tab=team`);
  const table = page.getByRole('table', { name: 'Team members' });
  const row = table.getByRole('row').filter({ hasText: member.email });
  await expect(row).toBeVisible(slow);
  const middle = async (l: Locator) => {
    const b = await box(l);
    return b.y + b.height / 2;
  };
  const select = await middle(row.getByRole('combobox'));
  expect(Math.abs((await middle(row.getByRole('link', { name: member.email }))) - select)).toBeLessThan(3);
  expect(Math.abs((await middle(row.locator('time'))) - select)).toBeLessThan(3);
  // The actions (their buttons may wrap onto two lines) are centred on the same line.
  const actions = row.getByRole('cell').last().locator('> *').first();
  expect(Math.abs((await middle(actions)) - select)).toBeLessThan(3);
});

test('the Programme and Team tabs pass the screen check (screenshots to look at)', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, server, 'admin');
  const project = await seedProject(server, page, 75);
  await page.goto(`/incubator/${project.id}?tab=programme`);
  await checkScreen(page, 'layout-incubator-programme', (p) =>
    expect(p.getByRole('list', { name: 'Programme phases' })).toBeVisible(slow),
  );
  await page.goto(`/incubator/${project.id}?tab=team`);
  await checkScreen(page, 'layout-incubator-team', (p) =>
    expect(p.getByRole('table', { name: 'Team members' })).toBeVisible(slow),
  );
});
