import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { applicationProjects, incubatedProjects, incubatorApplications } from '../schema/index';
import { seedDemoCapital } from './demo-capital';
import { seedDemoDecisions } from './demo-decisions';
import { seedDemoMonitors } from './demo-monitors';
import { demoApplications } from './demo-applications';
import { demoProjects } from './demo-projects';

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export interface DemoSeedResult {
  seeded: boolean;
  projects: number;
  applications: number;
}

/**
 * Fills an empty database with demo projects, capital sources and applications (`npm run demo`).
 * Does nothing when any project exists, so restarting the demo never duplicates rows.
 */
export async function seedDemo({
  db,
  now = new Date(),
}: {
  db: DbOrTx;
  now?: Date;
}): Promise<DemoSeedResult> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(incubatedProjects);
    if ((existing?.n ?? 0) > 0) return { seeded: false, projects: 0, applications: 0 };

    const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000);

    for (const { ageDays, onboardedDaysAgo, project, sources } of demoProjects) {
      const onboardingDate = onboardedDaysAgo === undefined ? null : isoDay(ago(onboardedDaysAgo));
      const [row] = await tx
        .insert(incubatedProjects)
        .values({ ...project, onboardingDate, createdAt: ago(ageDays), updatedAt: ago(ageDays) })
        .returning({ id: incubatedProjects.id });
      if (sources?.length) {
        const capital = await seedDemoCapital({ tx, projectId: row!.id, sources, now });
        // As a sync would: a project with capital sources raised what its completed sources hold.
        await tx
          .update(incubatedProjects)
          .set({ capitalRaised: capital })
          .where(eq(incubatedProjects.id, row!.id));
      }
    }

    const inserted = await tx
      .insert(incubatorApplications)
      .values(
        demoApplications.map(({ ageDays, launchInDays, application }) => ({
          ...application,
          expectedLaunchDate: launchInDays === undefined ? null : isoDay(ago(-launchInDays)),
          createdAt: ago(ageDays, 2),
          updatedAt: ago(Math.max(0, ageDays - 2)),
        })),
      )
      // An e-mail already used by a real application is left alone.
      .onConflictDoNothing()
      .returning({
        id: incubatorApplications.id,
        name: incubatorApplications.name,
        status: incubatorApplications.status,
      });
    // The approved applications are where their demo projects came from: they open them, as
    // 'Create incubated project' would have (it refuses a second project of the same name).
    const projectIds = new Map(
      (
        await tx.select({ id: incubatedProjects.id, name: incubatedProjects.name }).from(incubatedProjects)
      ).map((p) => [p.name, p.id]),
    );
    const links = inserted.flatMap((a) => {
      const projectId = a.status === 'approved' ? projectIds.get(a.name) : undefined;
      return projectId ? [{ applicationId: a.id, projectId }] : [];
    });
    if (links.length) await tx.insert(applicationProjects).values(links);
    await seedDemoDecisions(tx);

    await seedDemoMonitors({ tx, now });

    return { seeded: true, projects: demoProjects.length, applications: inserted.length };
  });
}
