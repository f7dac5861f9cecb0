import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { faqItems } from '~/web/features/faq/faq-items';
import { SSR_DATA_ID, type SsrData } from '~/web/ssr/ssr-data';
import { signUpAs } from '../test/auth';
import { createProject } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';

// The built index.html's parts the server fills: meta tags, the root element, the entry script.
const shell = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="generic" /><title>Hatchery</title></head>
<body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;

let t: TestContext;
let webRoot: string;
let active: { name: string };
let hidden: { name: string };

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'hatchery-ssr-'));
  writeFileSync(path.join(webRoot, 'index.html'), shell);
  t = await createTestContext({ deps: { webRoot } });
  active = await createProject(t.db, { name: 'Nebula Ledger', description: 'Settlement rails for DAOs' });
  hidden = await createProject(t.db, { name: 'Dormant Forge', isActive: false });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

async function page(url: string) {
  const res = await t.request(url, { headers: { accept: 'text/html' } });
  const html = await res.text();
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
  const json = new RegExp(`<script type="application/json" id="${SSR_DATA_ID}">(.*?)</script>`).exec(
    html,
  )?.[1];
  return { res, html, root, data: json ? (JSON.parse(json) as SsrData) : null };
}

const header = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'");

it('/ arrives with the active projects drawn and their data for hydration', async () => {
  const { res, html, root, data } = await page('/');
  expect(res.status).toBe(200);
  expect(title(html)).toBe('Hatchery · Web3 incubator on Avalanche');
  expect(root).toContain('Nebula Ledger');
  expect(root).toContain('Projects in Our Incubator');
  expect(root).not.toContain('Dormant Forge');
  // The browser starts from the same answer the API gives, so it does not ask for it again.
  const api = await (await t.request('/api/projects?limit=6')).json();
  const query = data!.queries.queries.find((q) => JSON.stringify(q.queryKey).includes('"limit":6'));
  expect(query?.state.data).toEqual(api);
});

it('/companies draws every active company, with its own title and Open Graph tags', async () => {
  const { res, html, root } = await page('/companies');
  expect(res.status).toBe(200);
  expect(title(html)).toBe('Portfolio · Hatchery');
  expect(html).toContain('<meta property="og:title" content="Portfolio · Hatchery">');
  expect(html).toMatch(/<meta name="description" content="The Web3 startups Hatchery incubates/);
  expect(text(root)).toContain('Nebula Ledger');
  expect(text(root)).toContain('Settlement rails for DAOs');
  expect(root).not.toContain(hidden.name);
});

it('/companies follows the query string, as the browser will on hydration', async () => {
  const { root } = await page('/companies?q=nothing-matches-this');
  expect(root).not.toContain(active.name);
  expect(text(root)).toContain('0 companies found');
  expect(text(root)).toContain('No companies found');
});

it('a project written after a page was served is on the next answer', async () => {
  expect((await page('/companies')).root).not.toContain('Quasar Mint');
  await createProject(t.db, { name: 'Quasar Mint' });
  await vi.waitFor(async () => expect((await page('/companies')).root).toContain('Quasar Mint'));
});

it('/faq carries the questions, /apply and /transparency their headings', async () => {
  const faq = await page('/faq');
  expect(title(faq.html)).toBe('FAQ · Hatchery');
  for (const item of faqItems) expect(text(faq.root)).toContain(item.question);
  // The answers (closed panels) reach search engines as FAQPage structured data.
  const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(faq.root)?.[1];
  const structured = JSON.parse(ld!) as { mainEntity: Array<{ acceptedAnswer: { text: string } }> };
  expect(structured.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(
    faqItems.map((item) => item.answer.join('\n\n')),
  );

  const apply = await page('/apply');
  expect(title(apply.html)).toBe('Apply · Hatchery');
  expect(text(apply.root)).toContain('Apply to the Incubator');

  const transparency = await page('/transparency');
  expect(title(transparency.html)).toBe('Transparency · Hatchery');
  expect(text(transparency.root)).toContain('Growth and Portfolio');
  expect(transparency.data!.queries.queries.map((q) => q.queryKey)).toContainEqual(['stats', 'transparency']);
});

it('signed-in and unknown pages stay the plain shell', async () => {
  for (const url of ['/auth', '/admin/applicants', '/no-such-page']) {
    const { html } = await page(url);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(SSR_DATA_ID);
  }
});

it('draws the header for the visitor: the account menu for a signed-in one, Log In otherwise', async () => {
  const founder = await signUpAs(t, { email: 'header-founder@example.com' });
  for (const url of ['/', '/companies', '/faq', '/transparency', '/apply']) {
    const signedIn = await t.request(url, { headers: { accept: 'text/html', cookie: founder.cookie } });
    const drawn = await signedIn.text();
    expect(header(drawn), url).toContain('aria-label="Account menu for header-founder@example.com"');
    expect(text(header(drawn)), url).not.toMatch(/\bLog In\b/);
    const visitor = header((await page(url)).root);
    expect(visitor, url).not.toContain('Account menu for');
    expect(text(visitor), url).toMatch(/\bLog In\b/);
  }
  // The visitor's page is not the founder's, nor the other way round (each drawn for its viewer).
  const again = await (await t.request('/', { headers: { accept: 'text/html' } })).text();
  expect(again).not.toContain('header-founder@example.com');
});
