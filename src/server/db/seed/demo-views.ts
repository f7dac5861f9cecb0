import type { DbOrTx } from '../client';
import { applicantViews } from '../schema/index';

/** The demo admin's saved views of the applicants list (issue 16), so the Views menu has something to apply. */
export const demoAdminViews = [
  { name: 'Unread submissions', query: 'status=submitted&read=unread' },
  {
    name: 'DeFi under review, 50 a page',
    query: 'status=under_review&industry=defi&sort=name&dir=asc&pageSize=50',
  },
] as const;

export async function seedDemoViews(db: DbOrTx, userId: string): Promise<void> {
  await db
    .insert(applicantViews)
    .values(demoAdminViews.map((view) => ({ ...view, userId })))
    .onConflictDoNothing();
}
