import type { Browser, Locator, Page } from '@playwright/test';
import {
  incubatedProjects,
  projectCommunications,
  projectMilestones,
} from '../../src/server/db/schema/index';
import { createUser, expect, founderWithProject, signIn, signInAs, test, userId } from './auth-fixtures';
import { expectNoAxeViolations, type TestServer } from './fixtures';
import { checkScreen } from './screens';
import { installRetryClock, outlastRetries } from './retries';

/*
 * Issue 11, founders and admins talking: two browsers, a founder on the project dashboard and an
 * admin on /admin/messages, each seeing the other's message arrive without a reload; every state
 * of the project dashboard; and the founder's dialog by keyboard alone.
 */

/**
 * Wraps window.Notification: every notice the app raises is recorded, and the permission stays
 * 'default' until the page asks (the context has it granted, so the real prompt answers 'granted').
 */
const recordNotices = () => {
  const w = window as unknown as {
    __notices: Array<{ title: string; body: string }>;
    __permissionRequests: number;
  };
  w.__notices = [];
  w.__permissionRequests = 0;
  const Real = window.Notification;
  let permission: NotificationPermission = 'default';
  class Recorded extends Real {
    constructor(title: string, options?: NotificationOptions) {
      w.__notices.push({ title, body: options?.body ?? '' });
      super(title, options);
    }
    static override get permission() {
      return permission;
    }
    static override async requestPermission() {
      w.__permissionRequests++;
      permission = await Real.requestPermission();
      return permission;
    }
  }
  window.Notification = Recorded as typeof Notification;
};

const notices = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notices: Array<{ title: string; body: string }> }).__notices);

/** The number in the sidebar's Messages badge (0 without a badge). */
async function sidebarUnread(page: Page): Promise<number> {
  const text = await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: /^Messages/ })
    .innerText();
  return Number(/(\d+)/.exec(text)?.[1] ?? 0);
}

async function adminPage(browser: Browser, server: TestServer) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 401/.test(m.text())) errors.push(m.text());
  });
  const admin = await createUser(server, page.request, { role: 'admin' });
  await signIn(page, server, admin.email);
  return { context, page, admin, errors };
}

test('a founder writes, the admin sees it live and answers, the founder sees Admin and a desktop notice', async ({
  page,
  context,
  browser,
  server,
}) => {
  test.slow();
  await founderWithProject(page, server, 'Live Thread Labs');
  await context.grantPermissions(['notifications'], { origin: server.url });
  await page.addInitScript(recordNotices);

  const admin = await adminPage(browser, server);
  try {
    await admin.page.goto('/admin/messages');
    await expect(admin.page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    const unreadBefore = await sidebarUnread(admin.page);

    // The founder's dashboard: no permission prompt on load, only from the button.
    await page.goto('/project-dashboard');
    await expect(page.getByRole('heading', { name: 'Live Thread Labs', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Message the team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Messages with the Hatchery team' });
    await expect(dialog.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __permissionRequests: number }).__permissionRequests),
    ).toBe(0);
    await dialog.getByRole('button', { name: 'Enable desktop notifications' }).click();
    await expect(dialog.getByText('Desktop notifications are on')).toBeVisible();

    await dialog.getByLabel('Subject').fill('Token audit question');
    await dialog.getByLabel('Priority').selectOption('urgent');
    await dialog
      .getByRole('textbox', { name: 'Message' })
      .fill('Which audit firm do you recommend for our vesting contract?');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message sent to admins')).toBeVisible();
    await expect(dialog.getByRole('article', { name: 'You: Token audit question' })).toBeVisible();

    // The admin's inbox and sidebar count change without a reload.
    const thread = admin.page.getByRole('button', { name: /Live Thread Labs/ });
    await expect(thread).toContainText('1 unread');
    await expect(thread).toContainText('Urgent');
    await expect.poll(() => sidebarUnread(admin.page)).toBe(unreadBefore + 1);

    await thread.click();
    const conversation = admin.page.getByRole('region', { name: 'Conversation' });
    await expect(conversation.getByRole('article', { name: /: Token audit question$/ })).toContainText(
      'Which audit firm do you recommend',
    );
    await expect.poll(() => sidebarUnread(admin.page)).toBe(unreadBefore);
    const reply =
      'We work with two audit firms that know vesting contracts well; book a call with either through the partner page, and send us the scope first.';
    await conversation.getByLabel('Subject').fill('Re: Token audit question');
    await conversation.getByRole('textbox', { name: 'Message' }).fill(reply);
    await conversation.getByRole('button', { name: 'Send reply' }).click();
    await expect(conversation.getByRole('article', { name: 'You: Re: Token audit question' })).toBeVisible();

    // The founder sees it live as Admin, and the desktop notice carries subject and 100 characters.
    await expect(dialog.getByRole('article', { name: 'Admin: Re: Token audit question' })).toContainText(
      'two audit firms',
    );
    await expect
      .poll(() => notices(page))
      .toEqual([{ title: 'Re: Token audit question', body: `${reply.slice(0, 100)}…` }]);
    expect(admin.errors).toEqual([]);
  } finally {
    await admin.context.close();
  }
});

test('closed dialog: an admin reply still raises the notice while the dashboard is open', async ({
  page,
  context,
  browser,
  server,
}) => {
  const { projectId } = await founderWithProject(page, server, 'Quiet Dashboard Co');
  await context.grantPermissions(['notifications'], { origin: server.url });
  await page.addInitScript(recordNotices);
  await page.goto('/project-dashboard');
  await page.getByRole('button', { name: 'Message the team' }).click();
  await page.getByRole('button', { name: 'Enable desktop notifications' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const admin = await adminPage(browser, server);
  try {
    const res = await admin.page.request.post(`${server.url}/api/projects/${projectId}/messages`, {
      headers: { origin: server.url },
      data: {
        subject: 'Demo day slot',
        messageContent: 'Your demo day slot is Friday at 10:00.',
        priority: 'medium',
      },
    });
    expect(res.status()).toBe(201);
    await expect
      .poll(() => notices(page))
      .toEqual([{ title: 'Demo day slot', body: 'Your demo day slot is Friday at 10:00.' }]);
    await expect(page.getByRole('button', { name: /Message the team 1 unread/ })).toBeVisible();
  } finally {
    await admin.context.close();
  }
});

test.describe('project dashboard states', () => {
  test('signed out', async ({ page }) => {
    await page.goto('/project-dashboard');
    await expect(page.getByRole('heading', { name: 'Access Required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await checkScreen(page, 'founder-dashboard-signed-out');
  });

  test('no projects', async ({ page, server }) => {
    await signInAs(page, server, 'user');
    await page.goto('/project-dashboard');
    await expect(page.getByRole('heading', { name: 'No Projects Found' })).toBeVisible();
    await checkScreen(page, 'founder-dashboard-no-projects');
  });

  test('one project', async ({ page, server }) => {
    const { projectId } = await founderWithProject(page, server, 'Solo Ledger');
    await server.db.insert(projectMilestones).values([
      { projectId, title: 'Pitch deck reviewed', dueDay: 10, doneAt: new Date() },
      { projectId, title: 'Testnet live', dueDay: 45 },
    ]);
    await page.goto('/project-dashboard');
    await expect(page.getByRole('link', { name: 'Manage Project' })).toHaveAttribute(
      'href',
      `/incubator/${projectId}`,
    );
    await checkScreen(page, 'founder-dashboard-one', async (p) => {
      await expect(p.getByRole('heading', { name: 'Solo Ledger', level: 1 })).toBeVisible();
      await expect(p.getByText('Testnet live')).toBeVisible();
    });
  });

  test('several projects', async ({ page, server }) => {
    const { founder } = await founderWithProject(page, server, 'First Venture');
    await server.db.insert(incubatedProjects).values({
      name: 'Second Venture',
      createdBy: await userId(server, founder.email),
      currentPhase: 'launch',
    });
    await page.goto('/project-dashboard');
    await expect(page.getByRole('link', { name: 'View Dashboard for Second Venture' })).toBeVisible();
    await checkScreen(page, 'founder-dashboard-several', async (p) => {
      await expect(p.getByRole('heading', { name: 'Your Projects' })).toBeVisible();
    });
  });

  test('load failure', async ({ page, server, allowConsoleErrors }) => {
    test.slow();
    allowConsoleErrors({ text: /status of 503/, url: /\/api\/me$/ });
    await signInAs(page, server, 'user');
    await page.route('**/api/me', (route) => route.fulfill({ status: 503, body: '{}' }));
    await installRetryClock(page);
    await page.goto('/project-dashboard');
    await checkScreen(page, 'founder-dashboard-failed', (p) =>
      outlastRetries(p, p.getByText('Failed to load project data. Please try again later.')),
    );
  });
});

/** Presses Tab until `target` has the focus (Tab only: no clicks, no focus() calls). */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('keyboard only: open the dialog, write, choose the priority, send and close', async ({
  page,
  server,
}) => {
  await founderWithProject(page, server, 'Keyboard Works');
  await page.goto('/project-dashboard');
  await expect(page.getByRole('heading', { name: 'Keyboard Works', level: 1 })).toBeVisible();

  const trigger = page.getByRole('button', { name: 'Message the team' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Messages with the Hatchery team' });
  await expect(dialog).toBeVisible();

  await tabTo(page, dialog.getByLabel('Subject'));
  await page.keyboard.type('Sent by keyboard');
  await tabTo(page, dialog.getByLabel('Priority'));
  // A closed native select picks the option whose label starts with what is typed.
  await page.keyboard.type('High');
  await expect(dialog.getByLabel('Priority')).toHaveValue('high');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Message' }));
  await page.keyboard.type('Tab, type, Enter and Escape are all it takes.');
  const send = dialog.getByRole('button', { name: 'Send message' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Message sent to admins')).toBeVisible();
  const sent = dialog.getByRole('article', { name: 'You: Sent by keyboard' });
  await expect(sent).toContainText('High');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('a transaction hash or long link wraps inside its bubble: the thread never scrolls sideways at 375 px', async ({
  page,
  server,
}) => {
  const { founder, projectId } = await founderWithProject(page, server, 'Long Links');
  const link = `0x${'9f3ab27c'.repeat(8)}`;
  await server.db.insert(projectCommunications).values({
    projectId,
    senderId: await userId(server, founder.email),
    subject: 'Audit report',
    messageContent: `The audit fee went out in ${link} this morning.`,
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/project-dashboard');
  await page.getByRole('button', { name: 'Message the team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Messages with the Hatchery team' });
  const bubble = dialog.getByRole('article', { name: 'You: Audit report' });
  await expect(bubble).toContainText(link);
  const thread = dialog.locator('[aria-live]').first();
  const sideways = await thread.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  const [box, list] = [await bubble.boundingBox(), await thread.boundingBox()];
  expect(box!.x + box!.width).toBeLessThanOrEqual(list!.x + list!.width);
});

test('a long answered thread scrolls by keyboard: the history is reachable with Tab and passes axe', async ({
  page,
  server,
}) => {
  const { founder, projectId } = await founderWithProject(page, server, 'Long Thread');
  const senderId = await userId(server, founder.email);
  // Answered messages have no Edit button: nothing inside the list takes the focus.
  await server.db.insert(projectCommunications).values(
    Array.from({ length: 30 }, (_, i) => {
      const at = new Date(Date.now() - (30 - i) * 3_600_000);
      return {
        projectId,
        senderId,
        subject: `Weekly update ${i + 1}`,
        messageContent: 'Shipped what we planned; more next week.',
        status: 'replied' as const,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  await page.goto('/project-dashboard');
  await page.getByRole('button', { name: 'Message the team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Messages with the Hatchery team' });
  await expect(dialog.getByRole('article', { name: 'You: Weekly update 30' })).toBeVisible();
  await expectNoAxeViolations(page);

  const history = dialog.getByRole('region', { name: 'Message history' });
  await tabTo(page, history);
  await expect.poll(() => history.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await page.keyboard.press('Home');
  await expect.poll(() => history.evaluate((el) => el.scrollTop)).toBe(0);
  await expect(dialog.getByRole('article', { name: 'You: Weekly update 1', exact: true })).toBeInViewport();
});
