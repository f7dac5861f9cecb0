import { describe, expect, it } from 'vitest';
import type { ApplicantView } from '~/shared/schemas/applicant-views';
import type { SignedIn } from '../../test/auth';
import { withSignedIn } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';

let t: TestContext;
let ada: SignedIn;
let bob: SignedIn;

withSignedIn(['admin', 'super_admin'], (ctx, users) => {
  [t, [ada, bob]] = [ctx, users];
});

const URL = '/api/admin/applicant-views';
const create = (json: unknown, who = ada) => t.request(URL, { method: 'POST', headers: who.headers, json });
const list = async (who = ada): Promise<ApplicantView[]> => {
  const res = await t.request(URL, { headers: who.headers });
  expect(res.status).toBe(200);
  return res.json();
};
const remove = (id: string, who = ada) =>
  t.request(`${URL}/${id}`, { method: 'DELETE', headers: who.headers });

describe('saved views', () => {
  it('saves the filters under a name, keeping only what the list understands', async () => {
    const res = await create({
      name: '  Unread   DeFi ',
      query: '?industry=defi&read=unread&page=4&pageSize=50&bogus=1&search=',
    });
    expect(res.status).toBe(201);
    const view = (await res.json()) as ApplicantView;
    expect(view).toMatchObject({ name: 'Unread DeFi', query: 'industry=defi&read=unread&pageSize=50' });
    expect(new Date(view.createdAt).getTime()).not.toBeNaN();
    expect(await list()).toEqual([view]);
  });

  it('shows and deletes only the caller’s own views', async () => {
    const mine = (await (await create({ name: 'Mine', query: 'status=submitted' })).json()) as ApplicantView;
    const theirs = (await (
      await create({ name: 'Theirs', query: 'status=approved' }, bob)
    ).json()) as ApplicantView;
    expect((await list()).map((v) => v.name)).not.toContain('Theirs');
    expect((await list(bob)).map((v) => v.name)).toEqual(['Theirs']);

    // Another admin's view is as absent as a missing one.
    expect((await remove(theirs.id)).status).toBe(404);
    expect((await list(bob)).map((v) => v.id)).toEqual([theirs.id]);

    expect((await remove(mine.id)).status).toBe(204);
    expect((await list()).map((v) => v.id)).not.toContain(mine.id);
    expect((await remove(mine.id)).status).toBe(404);
    expect((await remove('not-an-id')).status).toBe(400);
  });

  it('names are unique per admin, whatever their case; another admin may reuse one', async () => {
    expect((await create({ name: 'Shortlist', query: '' })).status).toBe(201);
    const again = await create({ name: 'SHORTLIST', query: 'status=approved' });
    expect(again.status).toBe(409);
    expect((await again.json()).error.fields).toEqual({ name: 'You already have a view with this name' });
    expect((await create({ name: 'Shortlist', query: '' }, bob)).status).toBe(201);
  });

  it.each([
    [{ name: '', query: '' }, { name: 'Name is required' }],
    [{ name: '   ', query: '' }, { name: 'Name is required' }],
    [{ name: 'x'.repeat(61), query: '' }, { name: 'Name must be no more than 60 characters long' }],
    [{ query: '' }, { name: 'Name is required' }],
    [{ name: 'Bad size', query: 'pageSize=500' }, { query: 'Filters: Page size must be at most 100' }],
    [
      { name: 'Bad status', query: 'status=done' },
      { query: expect.stringMatching(/^Filters: Status must be one of/) },
    ],
    [
      { name: 'Long', query: 'search='.padEnd(1001, 'a') },
      { query: 'Filters must be no more than 1000 characters' },
    ],
  ])('refuses %j naming the field', async (json, fields) => {
    const res = await create(json);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toMatchObject(fields);
  });
});
