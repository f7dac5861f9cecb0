import { expect, it } from 'vitest';
import type { ApplicationList } from '~/shared/schemas/applicants';
import type { ReviewerProgress, Rubric } from '~/shared/schemas/reviews';
import type { SignedIn } from '../../test/auth';
import type { TestContext } from '../../test/harness';
import { seedDemoReviews } from './demo-reviews';
import { withDemoSeeded } from './demo-test-context';

let t: TestContext;
let admin: SignedIn;
withDemoSeeded(
  async (ctx) => {
    await seedDemoReviews(ctx.db);
    await seedDemoReviews(ctx.db); // a second start adds nothing
  },
  (ctx, signedIn) => {
    t = ctx;
    admin = signedIn;
  },
);

it('seeds a rubric, assignments, scores and a recusal for the demo admins', async () => {
  const rubric = (await (
    await t.request('/api/admin/review-rubric', { headers: admin.headers })
  ).json()) as Rubric;
  expect(rubric.categories.map((c) => c.name)).toEqual([
    'Team',
    'Problem and market',
    'Product and technology',
    'Avalanche fit',
  ]);
  const progress = (await (
    await t.request('/api/admin/reviews/progress', { headers: admin.headers })
  ).json()) as ReviewerProgress;
  const byEmail = new Map(progress.reviewers.map((r) => [r.email, r]));
  expect(byEmail.get('super@demo.hatchery.local')).toMatchObject({ assigned: 5, scored: 4 });
  expect(byEmail.get('admin@demo.hatchery.local')).toMatchObject({ assigned: 4, scored: 3, recused: 1 });

  const list = (await (
    await t.request('/api/admin/applications?pageSize=100', { headers: admin.headers })
  ).json()) as ApplicationList;
  expect(list.items.filter((i) => i.scores?.summary?.count === 2)).toHaveLength(3);
});
