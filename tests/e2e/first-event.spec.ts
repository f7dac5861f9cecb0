import { request as playwrightRequest, type Page } from '@playwright/test';
import { createProject } from '../../src/server/test/factories';
import { AUTH_ENV, createUser, mailedLink, signIn } from './auth-fixtures';
import { expect, test as base, type Pool, type TestServer } from './fixtures';
import { gotoWithoutIntent, waitForHydration } from './hydration';

/**
 * The first event on every control of every public page (issue 34, docs/decisions/0021). A
 * server-rendered page hydrates on the visitor's first intent, and until React has taken over,
 * src/web/boot.ts holds clicks and typed text and hands them over. Here each kind of first event
 * (a click at 1280 px, Tab to the control then Enter, Tab then Space, a tap at 375 px) is done as
 * the very first act on a fresh load, with the app's scripts held back until the event is in (the
 * worst case: a slow network), and what the visitor then sees must equal what the same event
 * does on a page React already runs. Pages the browser renders itself (/incubator, /auth,
 * /accept-invitation, the 404 page) have no hand-over; there the event comes the moment the
 * control is drawn, and must do what it does once the page has settled.
 *
 * What is compared (the visitor's view): the URL, the theme, which control has focus, the
 * expanded, pressed, checked, selected and open states and the values of every control, the open
 * dialogs and menus, the alert, status and toast texts, and main's visible text.
 *
 * Deduplicated, where the outcome provably does not depend on what is skipped:
 * - Links are plain <a href> and boot never touches them (its click hold skips `a[href]`): before
 *   hydration every event on a link is the browser's own navigation. So a link is tested by one
 *   click, once per distinct href on each page; the header's and footer's links (the same
 *   component on every page) on `/` only; links that leave the site (new tab) not at all. A link
 *   navigation is compared on where it lands and what that page shows, not on focus: a full load
 *   starts focus at the document, an in-app navigation leaves it on the link (by design,
 *   page-focus.tsx).
 * - Controls repeated from one component (the FAQ questions, say: same role, same classes, same
 *   region) are tested on the first and the last of the list.
 * - A plain button (no menu, no state of its own) gets Tab+Enter, not also Tab+Space: the browser
 *   turns either key into the same click, which boot holds and replays as that key.
 * - The page drawn for a signed-in visitor is tested on what only it has (the account menu).
 */

interface Accounts {
  invitation: string;
  founder: string;
  admin: string;
}
/** Filled by the pool's seed in this worker. */
const accounts: Accounts = { invitation: '', founder: '', admin: '' };

const pool: Pool = {
  name: 'first-event',
  env: AUTH_ENV,
  async seed(server: TestServer) {
    // /companies and /incubator need cards, and the filters options to offer.
    const industries = ['defi', 'nft', 'infrastructure'];
    const stages = ['ideation', 'development', 'growth'];
    for (let i = 0; i < 4; i++)
      await createProject(server.db, {
        name: `Firstlight ${i + 1}`,
        description: `Project ${i + 1} of the first-event suite`,
        industry: industries[i % 3],
        projectStage: stages[i % 3],
        companyType: 'startup',
        isFeatured: i === 0,
        websiteUrl: `https://firstlight${i + 1}.example`,
        capitalRaised: 10_000 * (i + 1),
        createdAt: new Date(Date.UTC(2025, i, 1)),
      });
    // A founder invites an address onto their team: the invitation link /accept-invitation opens.
    const request = await playwrightRequest.newContext({ baseURL: server.url });
    const founder = await createUser(server, request);
    const admin = await createUser(server, request, { role: 'admin' });
    await signIn({ request } as Page, server, founder.email);
    const me = await (await request.get('/api/me')).json();
    const project = await createProject(server.db, { name: 'Invitebright', createdBy: me.user.id });
    const invitee = `invitee-${Date.now()}@example.com`;
    const invited = await request.post(`/api/projects/${project.id}/team`, {
      headers: { origin: server.url },
      data: { email: invitee, role: 'developer' },
    });
    expect(invited.ok(), await invited.text()).toBe(true);
    const link = new URL(await mailedLink(server, invitee, '/accept-invitation'));
    await request.dispose();
    Object.assign(accounts, {
      invitation: link.pathname + link.search,
      founder: founder.email,
      admin: admin.email,
    });
  },
};

const test = base.extend({ pool });

/** What the probe in the page is asked. */
type Probe =
  | { cmd: 'controls' }
  | { cmd: 'point'; key: string }
  | { cmd: 'aim'; key: string }
  | { cmd: 'onTarget' }
  | { cmd: 'outcome' };

interface Control {
  key: string;
  role: string;
  /** The resolved href of a link. */
  href: string | null;
  /** In the Tab order. */
  tabbable: boolean;
  /** Big enough to be clicked (the skip link is not, until focused). */
  pointable: boolean;
  /** main, or the header, nav or footer around it. */
  region: string;
  /** Controls drawn by the same component share it: region, role, tag and classes. */
  group: string;
  /** A plain button: no popup, no expanded, pressed or checked state of its own. */
  plain: boolean;
}

/** What a visitor sees after the event. */
interface Outcome {
  url: string;
  theme: string;
  focus: string;
  states: string[];
  layers: string[];
  messages: string[];
  main: string;
}

/**
 * Runs in the page (page.evaluate serialises it, so it is self-contained). Names every control as
 * a visitor tells them apart: role, accessible name, and its place among controls of the same role
 * and name, in document order. Reads only: nothing here may change the page before React.
 */
function probe(ask: Probe): unknown {
  const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const controlSelector = [
    'a[href]',
    'button',
    'input:not([type=hidden])',
    'select',
    'textarea',
    'summary',
    '[role=button]',
    '[role=tab]',
    '[role=checkbox]',
    '[role=radio]',
    '[role=switch]',
    '[role=combobox]',
    '[role=link]',
    '[role=menuitem]',
    '[role=menuitemradio]',
    '[role=option]',
    '[tabindex]:not([tabindex="-1"])',
  ].join(',');
  const roleOf = (el: Element): string => {
    const explicit = el.getAttribute('role');
    if (explicit) return explicit;
    const tag = el.tagName.toLowerCase();
    if (tag === 'a') return 'link';
    if (tag === 'select') return 'combobox';
    if (tag === 'textarea') return 'textbox';
    if (tag === 'input') {
      const type = (el as HTMLInputElement).type;
      if (type === 'checkbox' || type === 'radio' || type === 'file') return type;
      if (['button', 'submit', 'reset'].includes(type)) return 'button';
      return 'textbox';
    }
    return tag;
  };
  const nameOf = (el: Element): string => {
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return squash(
        by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    const label = el.getAttribute('aria-label');
    if (label) return squash(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels?.length) return squash([...labels].map((l) => l.textContent).join(' '));
    if (el instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(el.type)) return el.value;
    return squash(el.textContent) || squash(el.getAttribute('title') ?? el.getAttribute('placeholder'));
  };
  const shown = (el: Element) => {
    const rect = el.getBoundingClientRect();
    return el.checkVisibility({ visibilityProperty: true }) && rect.width > 0 && rect.height > 0;
  };
  const disabled = (el: Element) =>
    (el as HTMLButtonElement).disabled === true || el.getAttribute('aria-disabled') === 'true';
  const all = () => {
    const seen = new Map<string, number>();
    const out: { el: HTMLElement; key: string }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(controlSelector)) {
      if (!shown(el) || disabled(el)) continue;
      const base = `${roleOf(el)} "${nameOf(el)}"`;
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      out.push({ el, key: n ? `${base} #${n + 1}` : base });
    }
    return out;
  };
  const keyOf = (el: Element | null): string => {
    if (!el || el === document.body) return 'body';
    const found = all().find((c) => c.el === el);
    if (found) return found.key;
    return `${el.tagName.toLowerCase()} "${squash(el.textContent).slice(0, 40)}"`;
  };

  if (ask.cmd === 'controls')
    return all().map(({ el, key }): Control => {
      const rect = el.getBoundingClientRect();
      const region = el.closest('main') ?? el.closest('header, nav, footer');
      const regionName = region?.tagName.toLowerCase() ?? 'body';
      return {
        key,
        role: roleOf(el),
        href: el instanceof HTMLAnchorElement ? el.href : null,
        tabbable: el.tabIndex >= 0,
        pointable: rect.width >= 4 && rect.height >= 4,
        region: regionName,
        group: `${regionName} ${roleOf(el)} ${el.tagName} ${el.className}`,
        plain:
          roleOf(el) === 'button' &&
          !['aria-haspopup', 'aria-expanded', 'aria-pressed', 'aria-checked'].some((a) => el.hasAttribute(a)),
      };
    });
  if (ask.cmd === 'point') {
    const found = all().find((c) => c.key === ask.key);
    if (!found) return null;
    // Scrolling is not intent (boot.ts): the page stays as drawn.
    found.el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const rect = found.el.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const hit = document.elementFromPoint(x, y);
    return { x, y, hit: !!hit && (hit === found.el || found.el.contains(hit) || hit.contains(found.el)) };
  }
  // The control a keyboard is headed for, kept in a variable (the DOM stays as React drew it).
  const aimed = window as unknown as { firstEventTarget?: Element };
  if (ask.cmd === 'aim') {
    aimed.firstEventTarget = all().find((c) => c.key === ask.key)?.el;
    return !!aimed.firstEventTarget;
  }
  // A composite widget (a tablist) passes the focus it gets on to its current item.
  if (ask.cmd === 'onTarget')
    return !!document.activeElement && !!aimed.firstEventTarget?.contains(document.activeElement);

  const states: string[] = [];
  for (const { el, key } of all()) {
    const parts: string[] = [];
    for (const attr of ['aria-expanded', 'aria-pressed', 'aria-checked', 'aria-selected', 'data-state']) {
      const value = el.getAttribute(attr);
      if (value !== null) parts.push(`${attr}=${value}`);
    }
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))
      parts.push(`checked=${el.checked}`);
    else if (
      el instanceof HTMLInputElement ||
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement
    )
      parts.push(`value=${JSON.stringify(el.value)}`);
    if (el.getAttribute('aria-invalid') === 'true') parts.push('invalid');
    const details = el.closest('details');
    if (el.tagName === 'SUMMARY' && details) parts.push(`open=${details.open}`);
    if (parts.length) states.push(`${key}: ${parts.join(' ')}`);
  }
  const text = (el: Element) => squash((el as HTMLElement).innerText);
  // What is on screen as text, without drawings hidden from assistive technology (a chart's SVG:
  // the server's until recharts' chunk has drawn its own, a matter of timing; its values are in
  // the chart's table, which is read).
  const visibleText = (root: Element) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[aria-hidden=true]') || !parent.checkVisibility()) continue;
      parts.push(node.textContent ?? '');
    }
    return squash(parts.join(' '));
  };
  const layers = [
    ...document.querySelectorAll(
      '[role=dialog], [role=alertdialog], [role=menu], [role=listbox], [role=tooltip], dialog[open]',
    ),
  ]
    .filter(shown)
    .map((el) => `${roleOf(el)} "${nameOf(el).slice(0, 60)}": ${text(el).slice(0, 300)}`);
  const messages = [
    ...document.querySelectorAll('[role=alert], [role=status], [aria-live], [data-sonner-toast]'),
  ]
    .filter(shown)
    .map((el) => `${roleOf(el)}: ${text(el)}`)
    .filter((m) => !m.endsWith(': '));
  return {
    url: location.pathname + location.search + location.hash,
    theme: `${document.documentElement.classList.contains('dark') ? 'dark' : 'light'}, saved ${localStorage.getItem('hatchery-theme')}`,
    focus: keyOf(document.activeElement),
    states,
    layers,
    messages,
    main: visibleText(document.querySelector('main') ?? document.body),
  } satisfies Outcome;
}

const ask = <T>(page: Page, question: Probe) => page.evaluate(probe, question) as Promise<T>;

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

/** Counts the page's requests in flight, so a read waits for lazy chunks and queries. */
function watchRequests(page: Page) {
  const pending = new Set<unknown>();
  let quietSince = Date.now();
  // Only this server's: the FAQ's video player, say, may wait on a host this machine cannot reach.
  page.on('request', (r) => {
    if (new URL(r.url()).hostname === '127.0.0.1') pending.add(r);
  });
  const done = (r: unknown) => {
    pending.delete(r);
    if (pending.size === 0) quietSince = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** No request for `ms`. */
    quietFor: (ms: number) => pending.size === 0 && Date.now() - quietSince >= ms,
    reset() {
      pending.clear();
      quietSince = Date.now();
    },
  };
}
type Requests = ReturnType<typeof watchRequests>;

/**
 * The outcome once the page has settled: no request for 200 ms and two reads 100 ms apart alike
 * (menus open, lazy chunks load and their queries answer in that time).
 */
async function settledOutcome(page: Page, requests: Requests): Promise<Outcome> {
  let last = '';
  let outcome: Outcome | undefined;
  const deadline = Date.now() + 8000;
  for (;;) {
    await page.waitForLoadState('load');
    outcome = await ask<Outcome>(page, { cmd: 'outcome' }).catch(() => undefined);
    const now = JSON.stringify(outcome);
    if (outcome && now === last && requests.quietFor(200)) return outcome;
    if (Date.now() > deadline) {
      if (outcome) return outcome;
      throw new Error('the page did not settle');
    }
    last = now;
    await page.waitForTimeout(100);
  }
}

/**
 * Every load is a first visit (no draft, no theme saved by the run before), and a server-drawn
 * page keeps React out until `releaseApp`, as a slow network would: the boot script's
 * data-app-entry is emptied as its tag is parsed, so boot, listening and holding what the visitor
 * does, has nothing to load yet. (Holding the requests instead would turn Chromium's HTTP cache
 * off: 40% more time per load.) The test checks in the request log that nothing of the app's was
 * fetched before the event.
 */
function firstVisitScript() {
  // Not in frames (the FAQ's player): the app is the top document.
  if (window !== window.top) return;
  localStorage.clear();
  sessionStorage.clear();
  const page = window as unknown as { firstEventRelease?: () => void };
  const observer = new MutationObserver(() => {
    const tag = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
    if (!tag) return;
    observer.disconnect();
    const entry = tag.dataset.appEntry ?? '';
    tag.dataset.appEntry = '';
    page.firstEventRelease = () => {
      tag.dataset.appEntry = entry;
      // Boot waits for a sign of intent.
      document.dispatchEvent(new FocusEvent('focusin'));
    };
  });
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => observer.disconnect());
}

const releaseApp = (page: Page) =>
  page.evaluate(() => (window as { firstEventRelease?: () => void }).firstEventRelease?.());

/** Loads `path` and lets React take it over. */
async function loadHydrated(page: Page, path: string) {
  await page.mainFrame().goto(path);
  await releaseApp(page);
  await waitForHydration(page);
}

/** The app's scripts the page has asked for (all but the boot script), since the last `clear`. */
function appScripts(page: Page) {
  let names: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (/^\/assets\/.+\.js$/.test(pathname) && !/^\/assets\/boot-/.test(pathname)) names.push(pathname);
  });
  return {
    take() {
      const was = names;
      names = [];
      return was;
    },
  };
}

type EventKind = 'click' | 'Tab+Enter' | 'Tab+Space' | 'tap';

interface PageCase {
  title: string;
  /** The path, read once the pool is seeded. */
  path: () => string;
  /** Drawn by the server, hydrated on intent (the hand-over under test). */
  ssr: boolean;
  /** Has controls besides links to tap at 375 px (every server-drawn page has the header's). */
  touch: boolean;
  /** The header's and footer's links are tested here. */
  layoutLinks?: boolean;
  signedIn?: keyof Omit<Accounts, 'invitation'>;
  /** The 404 page is answered with status 404, which Chromium logs as a failed load. */
  notFound?: boolean;
  /**
   * Only these controls: the rest of the page is the same components, with the same hand-over,
   * as on a page tested already.
   */
  only?: RegExp;
}

const pages: PageCase[] = [
  { title: '/', path: () => '/', ssr: true, touch: true, layoutLinks: true },
  { title: '/apply', path: () => '/apply', ssr: true, touch: true },
  { title: '/companies', path: () => '/companies', ssr: true, touch: true },
  { title: '/incubator', path: () => '/incubator', ssr: false, touch: false },
  { title: '/faq', path: () => '/faq', ssr: true, touch: true },
  { title: '/transparency', path: () => '/transparency', ssr: true, touch: true },
  { title: '/auth', path: () => '/auth', ssr: false, touch: true },
  {
    title: '/accept-invitation with a live token',
    path: () => accounts.invitation,
    ssr: false,
    touch: false,
  },
  { title: '/accept-invitation without a token', path: () => '/accept-invitation', ssr: false, touch: false },
  { title: 'the 404 page', path: () => '/no-such-page', ssr: false, touch: false, notFound: true },
  // The header's account menu: the page drawn for a signed-in visitor. Its other controls are the
  // anonymous page's (the theme menu, the statistics toggle, the same links), tested on `/`.
  {
    title: '/ signed in as a founder',
    path: () => '/',
    ssr: true,
    touch: true,
    signedIn: 'founder',
    only: /^button "Account menu for /,
  },
];

interface Case {
  control: Control;
  event: EventKind;
  /** A link to another document: compared on where it lands, not on focus. */
  link: boolean;
  /** A link to the page it is on: a full reload before React, nothing in the app. */
  reload: boolean;
}

/** The (control, event) pairs worth running on a page, deduplicated as the header comment says. */
function casesOf(page: PageCase, controls: Control[], origin: string, touch: boolean): Case[] {
  const cases: Case[] = [];
  const hrefs = new Set<string>();
  const groups = new Map<string, Control[]>();
  const here = new URL(page.path(), origin);
  for (const control of controls) groups.set(control.group, [...(groups.get(control.group) ?? []), control]);
  for (const control of controls) {
    // A panel is a focus stop for reading, with nothing to act on.
    if (control.role === 'tabpanel') continue;
    if (page.only && !page.only.test(control.key)) continue;
    // The layout of a page the browser draws is React's from its first frame: nothing to hand
    // over, and the same components are tested where they are handed over.
    if (!page.ssr && control.region !== 'main') continue;
    if (control.href !== null) {
      const url = new URL(control.href);
      if (url.origin !== origin) continue;
      const samePage = url.pathname + url.search === here.pathname + here.search;
      if (samePage && url.hash) {
        // The skip link: only a keyboard reaches it.
        if (!touch && control.tabbable)
          cases.push({ control, event: 'Tab+Enter', link: false, reload: false });
        continue;
      }
      if (touch || (control.region !== 'main' && !page.layoutLinks) || hrefs.has(control.href)) continue;
      hrefs.add(control.href);
      cases.push({ control, event: 'click', link: true, reload: samePage });
      continue;
    }
    const group = groups.get(control.group)!;
    if (group.length > 2 && control !== group[0] && control !== group.at(-1)) continue;
    const add = (event: EventKind) => cases.push({ control, event, link: false, reload: false });
    // A tablist is a container: a pointer lands on one of its tabs (tested as such); a keyboard
    // is handed on to the current tab.
    const pointable = control.pointable && control.role !== 'tablist';
    if (touch) {
      if (pointable) add('tap');
      continue;
    }
    if (pointable) add('click');
    // Enter and Space reach a plain button the same way: the browser makes either a click
    // (detail 0), which boot holds and replays as the key that made it (one path, the key's name
    // aside). Space is tested where it can differ: menus, toggles, checkboxes, tabs, fields.
    if (control.tabbable) {
      add('Tab+Enter');
      if (!control.plain) add('Tab+Space');
    }
  }
  return cases;
}

/**
 * Presses Tab from the top of the page until `key` has focus, `tabs` times at once when the
 * hydrated page has told how many it takes (the order is the markup's, the same before React).
 * Returns the number of presses.
 */
async function tabTo(page: Page, key: string, tabs?: number): Promise<number> {
  if (!(await ask<boolean>(page, { cmd: 'aim', key }))) throw new Error(`${key} is not on the page`);
  let pressed = 0;
  if (tabs) {
    for (; pressed < tabs; pressed++) await page.keyboard.press('Tab');
    if (await ask<boolean>(page, { cmd: 'onTarget' })) return pressed;
  }
  while (pressed < 80) {
    await page.keyboard.press('Tab');
    pressed++;
    if (await ask<boolean>(page, { cmd: 'onTarget' })) return pressed;
  }
  throw new Error(`Tab never reached ${key}`);
}

/** Does `event` to `key` as a visitor would; returns how many Tabs it took. */
async function perform(page: Page, key: string, event: EventKind, tabs?: number): Promise<number> {
  if (event === 'Tab+Enter' || event === 'Tab+Space') {
    const took = await tabTo(page, key, tabs);
    await page.keyboard.press(event === 'Tab+Enter' ? 'Enter' : 'Space');
    return took;
  }
  const point = await ask<{ x: number; y: number; hit: boolean } | null>(page, { cmd: 'point', key });
  if (!point) throw new Error(`${key} is not on the page`);
  if (!point.hit) throw new Error(`${key} is covered at its centre`);
  if (event === 'tap') await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
  return 0;
}

/** The page has drawn `key` and has no request in flight: ready for the event. */
async function ready(page: Page, requests: Requests, key: string) {
  await expect
    .poll(async () => requests.quietFor(100) && (await ask<boolean>(page, { cmd: 'aim', key })), {
      intervals: [50],
    })
    .toBe(true);
}

/** Marks the document, so that `landed` can tell when a reload has replaced it. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as { firstEventDoc?: true }).firstEventDoc = true));

/** After a click on a link: waits for the new document (or, in the app, the new route). */
async function landed(page: Page, from: string, reload: boolean) {
  if (reload) await page.waitForFunction(() => !(window as { firstEventDoc?: true }).firstEventDoc);
  else await page.waitForURL((url) => url.pathname + url.search !== from);
  await page.waitForLoadState('load');
}

/** Line-by-line differences between two outcomes, for the failure message. */
function differences(before: Outcome, after: Outcome, compareFocus: boolean): string[] {
  const out: string[] = [];
  for (const field of ['url', 'theme', 'focus', 'states', 'layers', 'messages', 'main'] as const) {
    if (field === 'focus' && !compareFocus) continue;
    const a = before[field];
    const b = after[field];
    if (Array.isArray(a) && Array.isArray(b)) {
      const onlyA = a.filter((x) => !b.includes(x));
      const onlyB = b.filter((x) => !a.includes(x));
      if (onlyA.length || onlyB.length)
        out.push(
          `  ${field}: first event only: ${JSON.stringify(onlyA)}; hydrated only: ${JSON.stringify(onlyB)}`,
        );
    } else if (a !== b) {
      const s = String(a);
      const t = String(b);
      let at = 0;
      while (at < s.length && s[at] === t[at]) at++;
      const from = Math.max(0, at - 60);
      out.push(`  ${field}: first event: ...${s.slice(from, at + 120)}...`);
      out.push(`  ${field}: hydrated:    ...${t.slice(from, at + 120)}...`);
    }
  }
  return out;
}

/**
 * Notes whether a file chooser opened: a visitor sees the system dialog. Its event can reach the
 * test after the page has settled (seen on a loaded machine: a tap's chooser counted in the next
 * case), so after an event on a file input the read waits for it, up to 3 s.
 */
function watchFileChooser(page: Page) {
  let opened = false;
  let heard: (() => void) | undefined;
  page.on('filechooser', () => {
    opened = true;
    heard?.();
  });
  return async (onFileInput: boolean) => {
    if (onFileInput && !opened)
      await new Promise<void>((resolve) => {
        heard = resolve;
        setTimeout(resolve, 3000);
      });
    heard = undefined;
    const was = opened;
    opened = false;
    return was;
  };
}

test.describe.configure({ mode: 'parallel' });

for (const pageCase of pages) {
  for (const touch of pageCase.touch ? [false, true] : [false]) {
    test.describe(pageCase.title, () => {
      if (touch) test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
      const title = touch
        ? 'a tap at 375 px as the first act does what it does once hydrated'
        : 'a click, Tab+Enter and Tab+Space at 1280 px as the first act do what they do once hydrated';
      test(title, async ({ page, server, allowConsoleErrors }) => {
        test.setTimeout(240_000);
        if (pageCase.notFound) allowConsoleErrors({ text: /status of 404/, url: /\/no-such-page$/ });
        if (pageCase.signedIn) await signIn(page, server, accounts[pageCase.signedIn]);
        await page.addInitScript(firstVisitScript);
        const scripts = appScripts(page);
        const requests = watchRequests(page);
        const chooserOpened = watchFileChooser(page);
        const path = pageCase.path();

        await loadHydrated(page, path);
        await settledOutcome(page, requests);
        // A page the browser draws may still be on its loading state (its chunk, the session
        // read) when the requests went quiet: its controls are the ones it shows once drawn.
        let cases: Case[] = [];
        await expect
          .poll(async () => {
            await settledOutcome(page, requests);
            const controls = await ask<Control[]>(page, { cmd: 'controls' });
            cases = casesOf(pageCase, controls, server.url, touch);
            return cases.length;
          })
          .toBeGreaterThan(0);

        const mismatches: string[] = [];
        for (const { control, event, link, reload } of cases) {
          const label = `${pageCase.title}, ${control.key}, ${event}${touch ? ' (375 px)' : ''}`;
          try {
            // On a page React runs.
            await loadHydrated(page, path);
            await ready(page, requests, control.key);
            const tabs = await perform(page, control.key, event);
            if (link && !reload) await landed(page, path, false);
            const hydrated = {
              ...(await settledOutcome(page, requests)),
              chooser: await chooserOpened(control.role === 'file'),
            };

            // As the very first act on a fresh load.
            if (pageCase.ssr) {
              scripts.take();
              await gotoWithoutIntent(page, path);
              expect(await isHydrated(page), label).toBe(false);
              if (reload) await markDocument(page);
              await perform(page, control.key, event, tabs);
              // The event was in before React: nothing of the app's had even been fetched.
              expect(scripts.take(), `${label}: the app loaded before the event`).toEqual([]);
              if (!link) await releaseApp(page);
            } else {
              await page.mainFrame().goto(path, { waitUntil: 'commit' });
              // The moment the control is drawn.
              await expect
                .poll(() => ask<boolean>(page, { cmd: 'aim', key: control.key }).catch(() => false), {
                  intervals: [10],
                })
                .toBe(true);
              if (reload) await markDocument(page);
              await perform(page, control.key, event, tabs);
            }
            if (link) {
              await landed(page, path, reload);
              // Where it landed, as that page shows itself once it runs.
              await releaseApp(page);
              await waitForHydration(page);
            } else if (pageCase.ssr)
              await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
            const first = {
              ...(await settledOutcome(page, requests)),
              chooser: await chooserOpened(control.role === 'file'),
            };

            const diff = differences(first, hydrated, !link);
            if (first.chooser !== hydrated.chooser)
              diff.push(`  file chooser: first event ${first.chooser}, hydrated ${hydrated.chooser}`);
            if (diff.length) mismatches.push(`${label}:\n${diff.join('\n')}`);
          } catch (err) {
            mismatches.push(`${label}: ${(err as Error).message.split('\n')[0]}`);
          }
        }
        console.log(`${pageCase.title}${touch ? ' (375 px)' : ''}: ${cases.length} first events`);
        expect(mismatches, mismatches.join('\n\n')).toEqual([]);
      });
    });
  }
}
