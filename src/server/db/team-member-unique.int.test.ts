import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../test/factories';
import { applyMigration } from '../test/database';
import { createTestContext, type TestContext } from '../test/harness';
import { projectTeamMembers } from './schema/index';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('migration 0023 on a database that already holds duplicate team rows', () => {
  it("keeps each person's oldest row and then applies the unique index", async () => {
    // The state before 0023: no unique index, the same person twice (or three times) on one project.
    await t.db.execute(sql`DROP INDEX project_team_members_project_user_key`);
    const project = await createProject(t.db);
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    await t.db.insert(projectTeamMembers).values([
      { projectId: project.id, userId: 'twice', role: 'developer', createdAt: day(3) },
      { projectId: project.id, userId: 'twice', role: 'advisor', createdAt: day(1) },
      { projectId: project.id, userId: 'twice', role: 'designer', createdAt: day(2) },
      { projectId: project.id, userId: 'once', role: 'marketing', createdAt: day(2) },
    ]);

    await applyMigration(t.db, '0023_team_member_unique');

    const rows = await t.db
      .select({ userId: projectTeamMembers.userId, role: projectTeamMembers.role })
      .from(projectTeamMembers)
      .where(eq(projectTeamMembers.projectId, project.id))
      .orderBy(asc(projectTeamMembers.userId));
    expect(rows).toEqual([
      { userId: 'once', role: 'marketing' },
      { userId: 'twice', role: 'advisor' },
    ]);
    await expect(
      t.db.insert(projectTeamMembers).values({ projectId: project.id, userId: 'once' }),
    ).rejects.toThrow();
  });
});
