import { describe, expect, it } from 'vitest';
import type { ApplicationDetail, ApplicationList } from '~/shared/schemas/applicants';
import type {
  AssignResult,
  NextUnreviewed,
  ReviewPanel,
  Rubric,
  RubricCategory,
} from '~/shared/schemas/reviews';
import { signUpAs, type SignedIn } from '../../test/auth';
import { createApplication } from '../../test/factories';
import { withSignedIn } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';

let t: TestContext;
let superAdmin: SignedIn;
let adminA: SignedIn;
let adminB: SignedIn;
let team: RubricCategory;
let market: RubricCategory;

withSignedIn(
  [
    { role: 'super_admin', name: 'Sam Super' },
    { role: 'admin', name: 'Ada Admin' },
    { role: 'admin', name: 'Ben Admin' },
  ],
  (ctx, users) => {
    [t, [superAdmin, adminA, adminB]] = [ctx, users];
  },
);

async function call<T>(who: SignedIn, path: string, method = 'GET', json?: unknown) {
  const res = await t.request(path, {
    method,
    headers: who.headers,
    ...(json === undefined ? {} : { json }),
  });
  const body = res.status === 204 ? null : await res.json();
  return {
    status: res.status,
    body: body as T & { error?: { code: string; message: string; fields?: Record<string, string> } },
  };
}

const panel = (who: SignedIn, id: string) => call<ReviewPanel>(who, `/api/admin/reviews/${id}`);
const score = (who: SignedIn, id: string, scores: Record<string, { score: number; comment?: string }>) =>
  call<ReviewPanel>(who, `/api/admin/reviews/${id}/mine`, 'PUT', { scores });

describe('rubric', () => {
  it('only super admins change it; admins read it', async () => {
    const refused = await call(adminA, '/api/admin/review-rubric/categories', 'POST', {
      name: 'Team',
      weight: 2,
    });
    expect(refused.status).toBe(403);
    const created = await call<RubricCategory>(superAdmin, '/api/admin/review-rubric/categories', 'POST', {
      name: 'Team',
      description: 'Can they build it?',
      weight: 3,
    });
    expect(created.status).toBe(201);
    team = created.body;
    market = (
      await call<RubricCategory>(superAdmin, '/api/admin/review-rubric/categories', 'POST', {
        name: 'Market',
        weight: 1,
      })
    ).body;
    expect(market.position).toBe(team.position + 1);
    const rubric = await call<Rubric>(adminA, '/api/admin/review-rubric');
    expect(rubric.body).toMatchObject({ blindReview: false, scale: { min: 1, max: 5 } });
    expect(rubric.body.categories.map((c) => [c.name, c.weight, c.scoreCount])).toEqual([
      ['Team', 3, 0],
      ['Market', 1, 0],
    ]);
  });

  it('names the field of a bad category', async () => {
    const bad = await call(superAdmin, '/api/admin/review-rubric/categories', 'POST', {
      name: 'X',
      weight: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toMatchObject({
      name: 'Name must be at least 2 characters long',
      weight: 'Weight must be greater than 0',
    });
  });
});

describe('numbers', () => {
  // They were coerced: true became 1 and [7] 7, and were stored.
  const wrongTypes = [true, [3], { n: 3 }];
  const categoryNames = async () => (await call<Rubric>(adminA, '/api/admin/review-rubric')).body.categories;

  it.each(wrongTypes)('a category refuses weight or position %j, naming it, storing nothing', async (n) => {
    const before = await categoryNames();
    for (const field of ['weight', 'position'] as const) {
      const res = await call(superAdmin, '/api/admin/review-rubric/categories', 'POST', {
        name: 'Traction',
        weight: 2,
        [field]: n,
      });
      expect(res.status).toBe(400);
      expect(res.body.error?.fields).toEqual({
        [field]: field === 'weight' ? 'Weight must be a number' : 'Position must be a number',
      });
      const edit = await call(superAdmin, `/api/admin/review-rubric/categories/${team.id}`, 'PATCH', {
        [field]: n,
      });
      expect(edit.status).toBe(400);
      expect(Object.keys(edit.body.error?.fields ?? {})).toEqual([field]);
    }
    expect(await categoryNames()).toEqual(before);
  });

  it.each(wrongTypes)('a score refuses %j naming the category’s score, storing nothing', async (n) => {
    const app = await createApplication(t.db);
    const res = await call(adminA, `/api/admin/reviews/${app.id}/mine`, 'PUT', {
      scores: { [team.id]: { score: n }, [market.id]: { score: 3 } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual({
      [`scores.${team.id}.score`]: 'Score must be a number from 1 to 5',
    });
    expect((await panel(adminA, app.id)).body.mine).toBeNull();
  });

  it('a score typed as text is read as its number', async () => {
    const app = await createApplication(t.db);
    const res = await call<ReviewPanel>(adminA, `/api/admin/reviews/${app.id}/mine`, 'PUT', {
      scores: { [team.id]: { score: '3' }, [market.id]: { score: '4' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.mine?.scores.map((s) => s.score).sort()).toEqual([3, 4]);
  });

  it.each(wrongTypes)(
    'automatic assignment refuses reviewsPerApplication %j, assigning nobody',
    async (n) => {
      const app = await createApplication(t.db, { industry: 'wrong-type' });
      const res = await call(adminA, '/api/admin/reviews/assignments/auto', 'POST', {
        target: { ids: [app.id] },
        reviewsPerApplication: n,
      });
      expect(res.status).toBe(400);
      expect(res.body.error?.fields).toEqual({
        reviewsPerApplication: 'Reviews per application must be a number',
      });
      expect((await panel(adminA, app.id)).body.assignees).toEqual([]);
    },
  );
});

describe('scoring', () => {
  it('requires every category, a score from 1 to 5 and a comment on 1 and 5, named per category', async () => {
    const app = await createApplication(t.db);
    const res = await score(adminA, app.id, { [team.id]: { score: 5 } });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual({
      [`scores.${team.id}.comment`]: 'A comment is required for a score of 5',
    });

    const missing = await score(adminA, app.id, { [team.id]: { score: 3 } });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.fields).toEqual({ [`scores.${market.id}.score`]: 'Score Market from 1 to 5' });

    const range = await score(adminA, app.id, { [team.id]: { score: 6 }, [market.id]: { score: 0 } });
    expect(range.body.error?.fields).toMatchObject({
      [`scores.${team.id}.score`]: 'Score must be from 1 to 5',
      [`scores.${market.id}.score`]: 'Score must be from 1 to 5',
    });
    expect((await panel(adminA, app.id)).body.mine).toBeNull();
  });

  it('stores one review per admin, editable, with weighted figures', async () => {
    const app = await createApplication(t.db);
    const first = await score(adminA, app.id, {
      [team.id]: { score: 5, comment: 'Shipped twice before' },
      [market.id]: { score: 2 },
    });
    expect(first.status).toBe(200);
    // (5*3 + 2*1) / 4
    expect(first.body.mine?.weightedMean).toBe(4.25);
    const edited = await score(adminA, app.id, { [team.id]: { score: 3 }, [market.id]: { score: 3 } });
    expect(edited.body.mine?.weightedMean).toBe(3);
    await score(adminB, app.id, {
      [team.id]: { score: 1, comment: 'No team yet' },
      [market.id]: { score: 4 },
    });
    const seen = await panel(adminA, app.id);
    expect(seen.body.others.map((r) => r.reviewer.name)).toEqual(['Ben Admin']);
    // reviews 3 and (1*3+4)/4 = 1.75
    expect(seen.body.summary).toEqual({ mean: 2.38, median: 2.38, spread: 1.25, count: 2 });

    const list = await call<ApplicationList>(
      adminA,
      `/api/admin/applications?search=${encodeURIComponent(app.name)}`,
    );
    expect(list.body.items[0]?.scores).toMatchObject({
      hidden: false,
      scoredByMe: true,
      summary: { count: 2, mean: 2.38 },
    });
  });

  it('refuses to delete a category that holds scores (409), deletes an unused one', async () => {
    const refused = await call(superAdmin, `/api/admin/review-rubric/categories/${team.id}`, 'DELETE');
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toMatch(/cannot be deleted/);
    const spare = await call<RubricCategory>(superAdmin, '/api/admin/review-rubric/categories', 'POST', {
      name: 'Spare',
      weight: 1,
    });
    expect(
      (await call(superAdmin, `/api/admin/review-rubric/categories/${spare.body.id}`, 'DELETE')).status,
    ).toBe(204);
  });
});

describe('blind review', () => {
  it('hides others’ scores, individual and aggregate, until the caller has scored (API, list, CSV)', async () => {
    expect(
      (await call(adminA, '/api/admin/review-rubric/settings', 'PATCH', { blindReview: true })).status,
    ).toBe(403);
    expect(
      (await call<Rubric>(superAdmin, '/api/admin/review-rubric/settings', 'PATCH', { blindReview: true }))
        .body.blindReview,
    ).toBe(true);
    const app = await createApplication(t.db);
    await score(adminA, app.id, { [team.id]: { score: 4 }, [market.id]: { score: 4 } });

    const before = await panel(adminB, app.id);
    expect(before.body).toMatchObject({ othersVisible: false, others: [], summary: null, mine: null });
    const list = await call<ApplicationList>(
      adminB,
      `/api/admin/applications?search=${encodeURIComponent(app.name)}`,
    );
    expect(list.body.items[0]?.scores).toEqual({
      hidden: true,
      summary: null,
      scoredByMe: false,
      assignedToMe: false,
    });
    const csv = await (
      await t.request(`/api/admin/applications/export.csv?search=${encodeURIComponent(app.name)}`, {
        headers: adminB.headers,
      })
    ).text();
    const [header, row] = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toMatch(/,score_mean,score_median,score_spread,score_count$/);
    expect(row).toMatch(/,,,,$/);

    await score(adminB, app.id, { [team.id]: { score: 2 }, [market.id]: { score: 2 } });
    const after = await panel(adminB, app.id);
    expect(after.body.othersVisible).toBe(true);
    expect(after.body.others.map((r) => r.weightedMean)).toEqual([4]);
    expect(after.body.summary).toEqual({ mean: 3, median: 3, spread: 2, count: 2 });
    const csvAfter = await (
      await t.request(`/api/admin/applications/export.csv?search=${encodeURIComponent(app.name)}`, {
        headers: adminB.headers,
      })
    ).text();
    expect(csvAfter.trim().split('\r\n')[1]).toMatch(/,3,3,2,2$/);
    await call(superAdmin, '/api/admin/review-rubric/settings', 'PATCH', { blindReview: false });
  });
});

describe('recusal', () => {
  it('blocks scoring, withdraws an earlier score, is kept in the history, and can be withdrawn', async () => {
    const app = await createApplication(t.db);
    await score(adminA, app.id, { [team.id]: { score: 3 }, [market.id]: { score: 3 } });
    const bad = await call(adminA, `/api/admin/reviews/${app.id}/recusal`, 'POST', { reason: '' });
    expect(bad.body.error?.fields).toEqual({ reason: 'Reason is required' });
    const recused = await call<ReviewPanel>(adminA, `/api/admin/reviews/${app.id}/recusal`, 'POST', {
      reason: 'I advise this team',
    });
    expect(recused.status).toBe(201);
    expect(recused.body).toMatchObject({ mine: null, myRecusal: { reason: 'I advise this team' } });

    const refused = await score(adminA, app.id, { [team.id]: { score: 3 }, [market.id]: { score: 3 } });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toMatch(/recused/);

    const withdrawn = await call<ReviewPanel>(adminA, `/api/admin/reviews/${app.id}/recusal`, 'DELETE');
    expect(withdrawn.body.myRecusal).toBeNull();
    expect((await score(adminA, app.id, { [team.id]: { score: 3 }, [market.id]: { score: 3 } })).status).toBe(
      200,
    );

    const detail = await call<ApplicationDetail>(adminB, `/api/admin/applications/${app.id}`);
    expect(detail.body.history.map((h) => [h.toStatus, h.note, h.actor?.name])).toEqual([
      ['submitted', 'Recused from review (their score was withdrawn): I advise this team', 'Ada Admin'],
      ['submitted', 'Recusal withdrawn', 'Ada Admin'],
    ]);
  });
});

describe('assignment', () => {
  it('balances automatic assignment (loads differ by at most one) and never picks a recused admin', async () => {
    const extra = [
      await signUpAs(t, { role: 'admin', name: 'Cy' }),
      await signUpAs(t, { role: 'admin', name: 'Di' }),
    ];
    const everyone = [superAdmin, adminA, adminB, ...extra];
    const apps = await Promise.all(
      Array.from({ length: 10 }, () => createApplication(t.db, { industry: 'auto-balance' })),
    );
    await call(adminB, `/api/admin/reviews/${apps[0]!.id}/recusal`, 'POST', { reason: 'Former colleague' });
    const before = await progressOf(apps.map((a) => a.id));

    const res = await call<AssignResult>(adminA, '/api/admin/reviews/assignments/auto', 'POST', {
      target: { filters: { industry: 'auto-balance' } },
      reviewsPerApplication: 2,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ created: 20, shortfall: 0 });
    const after = await progressOf(apps.map((a) => a.id));
    const gained = everyone.map((w) => after.get(w.user.id)! - (before.get(w.user.id) ?? 0));
    expect(Math.max(...gained) - Math.min(...gained)).toBeLessThanOrEqual(1);
    expect(gained.reduce((a, b) => a + b, 0)).toBe(20);

    const recusedPanel = await panel(adminA, apps[0]!.id);
    expect(recusedPanel.body.assignees.map((a) => a.id)).not.toContain(adminB.user.id);
    expect(recusedPanel.body.assignees).toHaveLength(2);

    // Running it again fills nothing: every application already has two.
    const again = await call<AssignResult>(adminA, '/api/admin/reviews/assignments/auto', 'POST', {
      target: { ids: apps.map((a) => a.id) },
      reviewsPerApplication: 2,
    });
    expect(again.body).toEqual({ created: 0, shortfall: 0 });
  });

  it('assigns by hand and in bulk, refuses a recused admin, and filters the list by assigned=me', async () => {
    const [one, two] = [
      await createApplication(t.db, { industry: 'hand' }),
      await createApplication(t.db, { industry: 'hand' }),
    ];
    await call(adminB, `/api/admin/reviews/${one.id}/recusal`, 'POST', { reason: 'Investor' });
    const refused = await call(adminA, `/api/admin/reviews/${one.id}/assignees`, 'POST', {
      reviewerId: adminB.user.id,
    });
    expect(refused.status).toBe(409);
    const unknown = await call(adminA, `/api/admin/reviews/${one.id}/assignees`, 'POST', {
      reviewerId: 'nobody',
    });
    expect(unknown.body.error?.fields).toEqual({ reviewerId: 'Reviewers must be active admins' });

    const bulk = await call<AssignResult>(adminA, '/api/admin/reviews/assignments/bulk', 'POST', {
      target: { ids: [one.id, two.id] },
      reviewerIds: [adminA.user.id, adminB.user.id],
    });
    expect(bulk.body).toEqual({ created: 3, shortfall: 1 });
    const mine = await call<ApplicationList>(adminB, '/api/admin/applications?industry=hand&assigned=me');
    expect(mine.body.items.map((i) => i.id)).toEqual([two.id]);
    expect(mine.body.items[0]?.scores?.assignedToMe).toBe(true);

    const removed = await call<ReviewPanel>(
      adminA,
      `/api/admin/reviews/${two.id}/assignees/${adminB.user.id}`,
      'DELETE',
    );
    expect(removed.body.assignees.map((a) => a.id)).toEqual([adminA.user.id]);
    expect(
      (await call<ApplicationList>(adminB, '/api/admin/applications?industry=hand&assigned=me')).body.total,
    ).toBe(0);
    const badFilter = await call(adminA, '/api/admin/applications?assigned=you');
    expect(badFilter.body.error?.fields).toEqual({ assigned: 'Assigned must be me' });
  });

  it('next unreviewed: the caller’s assignments first, else any open application they have not scored or recused', async () => {
    const lone = await signUpAs(t, { role: 'admin', name: 'Lone' });
    const app = await createApplication(t.db, { industry: 'next' });
    await call(adminA, `/api/admin/reviews/${app.id}/assignees`, 'POST', { reviewerId: lone.user.id });
    const next = await call<NextUnreviewed>(lone, '/api/admin/reviews/next');
    expect(next.body).toEqual({ id: app.id, assigned: true });
    const skip = await call<NextUnreviewed>(lone, `/api/admin/reviews/next?exclude=${app.id}`);
    expect(skip.body.assigned).toBe(false);
    expect(skip.body.id).not.toBe(app.id);
    await score(lone, app.id, { [team.id]: { score: 3 }, [market.id]: { score: 3 } });
    expect((await call<NextUnreviewed>(lone, '/api/admin/reviews/next')).body.id).not.toBe(app.id);

    const progress = await call<{ reviewers: Array<{ id: string; assigned: number; scored: number }> }>(
      adminA,
      '/api/admin/reviews/progress',
    );
    expect(progress.body.reviewers.find((r) => r.id === lone.user.id)).toMatchObject({
      assigned: 1,
      scored: 1,
    });
    const unscored = await createApplication(t.db, { industry: 'next' });
    await call(adminA, `/api/admin/reviews/${unscored.id}/assignees`, 'POST', { reviewerId: lone.user.id });
    expect((await call<NextUnreviewed>(lone, '/api/admin/reviews/next')).body).toEqual({
      id: unscored.id,
      assigned: true,
    });
    const later = await call<{ reviewers: Array<{ id: string; assigned: number; scored: number }> }>(
      adminA,
      '/api/admin/reviews/progress',
    );
    expect(later.body.reviewers.find((r) => r.id === lone.user.id)).toMatchObject({ assigned: 2, scored: 1 });
  });
});

/** reviewer id -> assigned count, over the whole app (through the progress route). */
async function progressOf(_ids: string[]) {
  const res = await call<{ reviewers: Array<{ id: string; assigned: number }> }>(
    adminA,
    '/api/admin/reviews/progress',
  );
  return new Map(res.body.reviewers.map((r) => [r.id, r.assigned]));
}
