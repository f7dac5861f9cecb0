import type { Locator, Page } from '@playwright/test';
import { projectMilestones, reviewAssignments } from '../../src/server/db/schema/index';
import { createApplication, createProject } from '../../src/server/test/factories';
import {
  COLOUR_RULES,
  expect,
  expectNoAxeViolations,
  founderWithProject,
  signInAs,
  test,
  userId,
} from './auth-fixtures';
import { adminGroup, footerItems, mainGroup } from '../../src/web/components/sidebar/nav-items';
import { checkScreen } from './screens';

/*
 * What a tester with only a keyboard, a screen reader or a 375 px phone ran into: focus dropped
 * to the page's start after a write, a toast hidden from screen readers, a squeezed menu button,
 * and colours or an open menu that axe refused.
 */

/** Opens a menu button by keyboard, checks the open menu with axe, closes it with Escape. */
async function menuByKeyboard(page: Page, trigger: Locator, firstItem: Locator) {
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(firstItem).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(trigger).toBeFocused();
}

/** Presses Tab until `name`d control has focus (a keyboard user's only way there). */
async function tabToButton(page: Page, name: string) {
  const target = page.getByRole('button', { name, exact: true });
  await expect(target).toBeVisible();
  // A page is ~50 stops around. The walk passes a toast left by the previous action on its way
  // (it used to send Tab back to the last row while shown: toasts.spec.ts).
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return target;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}`);
}

test('adding a note by keyboard keeps focus on Add note while it saves and after', async ({
  page,
  server,
}) => {
  await signInAs(page, server, 'admin');
  const app = await createApplication(server.db);
  await page.goto(`/admin/applicants/${app.id}`);
  await page.getByLabel('Add a note').focus();
  await page.keyboard.type('Ask for the audit report');
  await page.keyboard.press('Tab');
  const add = page.getByRole('button', { name: 'Add note' });
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Ask for the audit report')).toBeVisible();
  await expect(add).toBeFocused();
});

test('a toast raised in a dialog that opened before the toast viewport loaded reaches screen readers', async ({
  page,
  server,
}) => {
  await founderWithProject(page, server, 'Early Dialog');
  // The viewport loads a few seconds in or on the first interaction; hold it until the dialog is open.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/deferred-toaster-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/project-dashboard');
  await page.getByRole('button', { name: 'Message the team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Messages with the Hatchery team' });
  await expect(dialog).toBeVisible();
  release();
  await dialog.getByLabel('Subject').fill('Hello');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Is anyone there?');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  // Roles skip aria-hidden subtrees: the toast must be found inside the live region by role.
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Message sent to admins'),
  ).toBeVisible();
});

test('at 375 px the admin header keeps the sidebar button a full touch target', async ({ page, server }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page, server, 'admin');
  await page.goto('/admin/applicants');
  const toggle = page.getByRole('button', { name: 'Toggle sidebar (Ctrl+B)' });
  await expect(toggle).toBeVisible();
  const box = (await toggle.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(36);
  expect(box.height).toBeGreaterThanOrEqual(36);
});

test('the account menu, opened by keyboard, passes axe and gives focus back on Escape', async ({
  page,
  server,
}) => {
  const admin = await signInAs(page, server, 'admin');
  await page.goto('/dashboard');
  await menuByKeyboard(
    page,
    page.getByRole('button', { name: `Account menu for ${admin.email}` }),
    page.getByRole('menuitem', { name: 'Sign out' }),
  );
});

test('an application assigned to me reads clearly on the applicants list in light and dark', async ({
  page,
  server,
}) => {
  const admin = await signInAs(page, server, 'admin');
  const app = await createApplication(server.db, { name: 'Assigned Reading' });
  await server.db
    .insert(reviewAssignments)
    .values({ applicationId: app.id, reviewerId: await userId(server, admin.email) });
  await page.goto('/admin/applicants');
  await checkScreen(page, 'kbd-applicants-assigned', async (p) => {
    await expect(p.getByText('Assigned to you').first()).toBeVisible();
  });
});

test('a done milestone reads clearly on the programme tab in light and dark', async ({ page, server }) => {
  await signInAs(page, server, 'admin');
  const project = await createProject(server.db, { name: 'Done Milestone' });
  await server.db
    .insert(projectMilestones)
    .values({ projectId: project.id, title: 'Audit booked', dueDay: 20, doneAt: new Date() });
  await page.goto(`/incubator/${project.id}?tab=programme`);
  await checkScreen(page, 'kbd-programme-done', async (p) => {
    await expect(p.getByText('Done', { exact: true }).first()).toBeVisible();
  });
});

test('the message dialog opens with focus in Subject, and sending by keyboard leaves it there for the next one', async ({
  page,
  server,
}) => {
  await founderWithProject(page, server, 'Next Message');
  await page.goto('/project-dashboard');
  await page.getByRole('button', { name: 'Message the team' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Messages with the Hatchery team' });
  // Opened to write: focus starts in Subject.
  await expect(dialog.getByLabel('Subject')).toBeFocused();
  await dialog.getByLabel('Subject').fill('First');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('One of two');
  await tabToButton(page, 'Send message');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('article', { name: 'You: First' })).toBeVisible();
  await expect(dialog.getByLabel('Subject')).toBeFocused();
});

test("opening a row's link puts focus on the new screen's heading, and the sidebar keeps its own", async ({
  page,
  server,
}) => {
  await signInAs(page, server, 'admin');
  const app = await createApplication(server.db, { name: `Heading Focus ${Date.now()}` });
  await page.goto(`/admin/applicants?search=${encodeURIComponent(app!.name)}`);
  await page.getByRole('link', { name: new RegExp(app!.name) }).focus();
  await page.keyboard.press('Enter');
  // The link left with the list: focus would have fallen to the page's start.
  await expect(page.getByRole('heading', { level: 1, name: app!.name })).toBeFocused();
  // A sidebar link stays on the page, and focus stays on it.
  const users = page.getByRole('navigation').getByRole('link', { name: 'User Management' });
  await users.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expect(users).toBeFocused();
});

test('bulk actions by keyboard: after Mark as read or Change status, focus stays on the action', async ({
  page,
  server,
}) => {
  await signInAs(page, server, 'admin');
  const [first, second] = [
    await createApplication(server.db, { name: `Bulk Keys A ${Date.now()}` }),
    await createApplication(server.db, { name: `Bulk Keys B ${Date.now()}` }),
  ];
  await page.goto(`/admin/applicants?search=${encodeURIComponent('Bulk Keys')}`);
  const select = async (name: string) => {
    await page.getByRole('checkbox', { name: `Select ${name}` }).focus();
    await page.keyboard.press('Space');
  };
  await select(first!.name);
  await select(second!.name);
  await tabToButton(page, 'Mark as read (2)');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Mark as read', exact: true })).toBeFocused();

  await select(first!.name);
  await tabToButton(page, 'Change status (1)');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Move to Under Review' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 application moved to Under Review')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change status', exact: true })).toBeFocused();
});

test("a row's edit dialog, closed with Escape, gives focus back to that row's Edit button", async ({
  page,
  server,
}) => {
  await signInAs(page, server, 'admin');
  const project = await createProject(server.db, { name: 'Row Focus' });
  await server.db
    .insert(projectMilestones)
    .values({ projectId: project.id, title: 'Token plan', dueDay: 20 });
  await page.goto(`/incubator/${project.id}?tab=programme`);
  const edit = page.getByRole('button', { name: 'Edit Token plan' });
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(edit).toBeFocused();
});

test('the saved views menu, opened by keyboard, passes axe and gives focus back on Escape', async ({
  page,
  server,
}) => {
  await signInAs(page, server, 'admin');
  await page.goto('/admin/applicants');
  await menuByKeyboard(
    page,
    page.getByRole('button', { name: 'Saved views' }),
    page.getByRole('menuitem', { name: /Save current filters/ }),
  );
});

test('a coloured toast is readable in the light theme (a failed sign-in)', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors({ text: /status of 401/, url: /sign-in/ });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/auth');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('not-the-password-1');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Invalid email or password'),
  ).toBeVisible();
  // Once it has faded in: axe reads the colours of the moment.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  await expectNoAxeViolations(page, COLOUR_RULES);
});

/**
 * Whether a `size` px disc centred on the control reaches it all round (the 24 px circle of the
 * WCAG 2.5.8 target size): each point sampled on its edge is the control, or a label whose
 * control it is. A disc, not a square: hit tests follow rounded corners.
 */
async function expectTarget(control: Locator, size: number) {
  const reached = await control.evaluate((el, size) => {
    el.scrollIntoView({ block: 'center' });
    const box = el.getBoundingClientRect();
    const [x, y, r] = [box.left + box.width / 2, box.top + box.height / 2, size / 2 - 0.5];
    return Array.from({ length: 8 }, (_, i) => {
      const hit = document.elementFromPoint(
        x + r * Math.cos((i * Math.PI) / 4),
        y + r * Math.sin((i * Math.PI) / 4),
      );
      return !!hit && (el.contains(hit) || (hit instanceof HTMLLabelElement && hit.control === el));
    }).every(Boolean);
  }, size);
  expect(reached).toBe(true);
}

test('at 375 px a row checkbox and a dialog close button are 44 px touch targets, 24 px at desktop', async ({
  page,
  server,
}) => {
  await signInAs(page, server, 'admin');
  const app = await createApplication(server.db, { name: `Target Size ${Date.now()}` });
  const project = await createProject(server.db, { name: 'Target Size' });
  await server.db
    .insert(projectMilestones)
    .values({ projectId: project.id, title: 'Token plan', dueDay: 20 });
  for (const [width, size] of [
    [375, 44],
    [1280, 24],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/admin/applicants?search=${encodeURIComponent(app.name)}`);
    await expectTarget(page.getByRole('checkbox', { name: `Select ${app.name}` }), size);
    await page.goto(`/incubator/${project.id}?tab=programme`);
    await expectTarget(page.getByRole('checkbox', { name: 'Done: Token plan' }), size);
    await page.getByRole('button', { name: 'Edit Token plan' }).click();
    await expectTarget(
      page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }),
      width === 375 ? 44 : 32,
    );
    await page.keyboard.press('Escape');
  }
});

test("at 375 px a toast's close button is at least 24 px", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors({ text: /status of 401/, url: /sign-in/ });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/auth');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('not-the-password-1');
  await page.keyboard.press('Enter');
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(toast.getByText('Invalid email or password')).toBeVisible();
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  await toast.hover();
  await expectTarget(toast.getByRole('button', { name: 'Close toast' }), 24);
});

test('at 375 px every admin screen shows the header title whole, without sideways scroll', async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page, server, 'admin');
  const app = await createApplication(server.db);
  const project = await createProject(server.db);
  const paths = [
    ...[...mainGroup.items, ...adminGroup.items, ...footerItems].map((i) => i.to).filter((to) => to !== '/'),
    `/admin/applicants/${app.id}`,
    `/incubator/${project.id}`,
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    const title = page.getByRole('banner').getByText('Manage your smart contracts', { exact: true });
    await expect(title).toBeVisible();
    // Cut to "Manage …" (wider than its box), or wrapped word by word past the header's height.
    const fit = await title.evaluate((el) => {
      const [box, header] = [el.getBoundingClientRect(), el.closest('header')!.getBoundingClientRect()];
      return {
        whole: el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight,
        inHeader: box.top >= header.top && box.bottom <= header.bottom,
        lines: Math.round(box.height / parseFloat(getComputedStyle(el).lineHeight)),
        page: document.documentElement.scrollWidth,
      };
    });
    expect(fit, path).toEqual({ whole: true, inHeader: true, lines: 1, page: 375 });
  }
});

test('the skip link moves focus into the main landmark, in the public layout and the admin shell', async ({
  page,
  server,
}) => {
  const skip = async (path: string) => {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main'), path).toBeFocused();
  };
  await skip('/faq');
  await signInAs(page, server, 'admin');
  await skip('/admin/applicants');
});
