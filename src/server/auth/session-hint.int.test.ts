import { expect, it } from 'vitest';
import type { SignedIn } from '../test/auth';
import { withSignedIn } from '../test/admin-context';
import type { TestContext } from '../test/harness';

let t: TestContext;
let founder: SignedIn;
const page = { accept: 'text/html,application/xhtml+xml' };
const hintOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('hatchery_signed_in='));

withSignedIn(['user'], (ctx, users) => {
  [t, [founder]] = [ctx, users];
});

it('tells a page load with a session but no hint that this browser is signed in', async () => {
  const res = await t.request('/incubator', { headers: { ...page, cookie: founder.cookie } });
  expect(hintOf(res)).toMatch(/^hatchery_signed_in=1; Path=\/; Max-Age=604800; SameSite=Lax$/);
});

it('leaves visitors, browsers that already carry the hint, and API calls alone', async () => {
  expect(hintOf(await t.request('/incubator', { headers: page }))).toBeUndefined();
  const hinted = `${founder.cookie}; hatchery_signed_in=1`;
  expect(hintOf(await t.request('/incubator', { headers: { ...page, cookie: hinted } }))).toBeUndefined();
  expect(hintOf(await t.request('/api/me', { headers: founder.headers }))).toBeUndefined();
});
