import { asc, eq } from 'drizzle-orm';
import type { UserRole } from '~/shared/enums';
import type { AuthDeps } from '../../auth/auth';
import { createVerifiedUser } from '../../auth/create-user';
import { incubatedProjects, projectTeamMembers, users } from '../schema/index';

/** Printed at every demo start; the demo runs on its own data directory, never a real one. */
export const DEMO_PASSWORD = 'hatchery-demo';

export interface DemoLogin {
  email: string;
  role: UserRole;
  /** What the account shows: the admin side, or the founder's own project. */
  sees: string;
}

const accounts: { email: string; role: UserRole; name: string }[] = [
  { email: 'super@demo.hatchery.local', role: 'super_admin', name: 'Demo Super Admin' },
  { email: 'admin@demo.hatchery.local', role: 'admin', name: 'Demo Admin' },
  { email: 'founder1@demo.hatchery.local', role: 'user', name: 'Demo Founder One' },
  { email: 'founder2@demo.hatchery.local', role: 'user', name: 'Demo Founder Two' },
];

/**
 * `npm run demo`: a super admin, an admin and two founders, each founder owning one of the oldest
 * active demo projects (created_by and a project_team_members row). Existing accounts are kept.
 */
export async function seedDemoLogins(deps: AuthDeps): Promise<DemoLogin[]> {
  const { db } = deps.database;
  const projects = await db
    .select({ id: incubatedProjects.id, name: incubatedProjects.name })
    .from(incubatedProjects)
    .where(eq(incubatedProjects.isActive, true))
    .orderBy(asc(incubatedProjects.createdAt), asc(incubatedProjects.id))
    .limit(2);
  const logins: DemoLogin[] = [];
  let founder = 0;
  for (const account of accounts) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    const id = existing?.id ?? (await createVerifiedUser(deps, { ...account, password: DEMO_PASSWORD })).id;
    let sees = account.role === 'user' ? 'no project' : 'the admin side (/admin)';
    const project = account.role === 'user' ? projects[founder++] : undefined;
    if (project) {
      sees = `the project "${project.name}" (/project-dashboard)`;
      if (!existing) {
        await db.update(incubatedProjects).set({ createdBy: id }).where(eq(incubatedProjects.id, project.id));
        await db.insert(projectTeamMembers).values({ projectId: project.id, userId: id, role: 'owner' });
      }
    }
    logins.push({ email: account.email, role: account.role, sees });
  }
  return logins;
}
