import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { incubatedProjects, incubatorApplications, projectCapitalSources } from '../db/schema/index';

let seq = 0;
/** A suffix no other row of this test run has, for names and addresses that must not collide. */
export const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

/** An address no other test has used, e.g. `invitee-…@example.com`. */
export const uniqueEmail = (prefix: string) => `${prefix}-${unique()}@example.com`;

export async function createProject(
  db: DbOrTx,
  overrides: Partial<typeof incubatedProjects.$inferInsert> = {},
) {
  const [row] = await db
    .insert(incubatedProjects)
    .values({ name: `Project ${unique()}`, description: 'A project under test', ...overrides })
    .returning();
  return row!;
}

export async function createCapitalSource(
  db: DbOrTx,
  overrides: Partial<typeof projectCapitalSources.$inferInsert> & { projectId: string },
) {
  const [row] = await db
    .insert(projectCapitalSources)
    .values({ contractName: `Source ${unique()}`, ...overrides })
    .returning();
  return row!;
}

export async function createApplication(
  db: DbOrTx,
  overrides: Partial<typeof incubatorApplications.$inferInsert> = {},
) {
  const id = unique();
  const [row] = await db
    .insert(incubatorApplications)
    .values({
      name: `Applicant ${id}`,
      contactName: 'Ada Founder',
      contactEmail: `founder-${id}-${randomUUID().slice(0, 6)}@example.com`,
      companyType: 'startup',
      industry: 'defi',
      ...overrides,
    })
    .returning();
  return row!;
}
