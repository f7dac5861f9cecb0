import { createHmac } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { UserRole } from '~/shared/enums';
import type { TeamRole } from '~/shared/schemas/project-members';
import type { AuthDeps } from '../../auth/auth';
import { createVerifiedUser } from '../../auth/create-user';
import { hashInvitationToken, INVITATION_TTL_MS } from '../../auth/invitation-link';
import {
  incubatedProjects,
  invitations,
  projectTeamMemberKey,
  projectTeamMembers,
  users,
} from '../schema/index';
import { seedDemoViews } from './demo-views';

/** Printed at every demo start; the demo runs on its own data directory, never a real one. */
export const DEMO_PASSWORD = 'hatchery-demo';

export interface DemoLogin {
  email: string;
  role: UserRole;
  /** What the account shows: the admin side, or the founder's own project. */
  sees: string;
}

type Kind = 'admin' | 'founder' | 'member' | 'newcomer';

/** The login on both founders' projects (demo-programme.ts gives it a reply its founder has not read). */
export const DEMO_MEMBER_EMAIL = 'member@demo.hatchery.local';

const accounts: { email: string; role: UserRole; name: string; kind: Kind }[] = [
  { email: 'super@demo.hatchery.local', role: 'super_admin', name: 'Demo Super Admin', kind: 'admin' },
  { email: 'admin@demo.hatchery.local', role: 'admin', name: 'Demo Admin', kind: 'admin' },
  { email: 'founder1@demo.hatchery.local', role: 'user', name: 'Demo Founder One', kind: 'founder' },
  { email: 'founder2@demo.hatchery.local', role: 'user', name: 'Demo Founder Two', kind: 'founder' },
  { email: DEMO_MEMBER_EMAIL, role: 'user', name: 'Demo Team Member', kind: 'member' },
  { email: 'newcomer@demo.hatchery.local', role: 'user', name: 'Demo Newcomer', kind: 'newcomer' },
];

/** The team member's role on each founder's project: the dashboard's several-projects state. */
const memberRoles = ['developer', 'advisor'] as const;

/**
 * `npm run demo`: a super admin, an admin, two founders each owning one of the oldest active demo
 * projects (created_by and a project_team_members row), a team member on both of those projects
 * (the several-projects dashboard and the team dashboard's roles), and a newcomer without a
 * project (the 'No Projects Found' state) but with an open invitation into the first founder's
 * team (accepting as an existing account). The second founder has an open invitation onto the
 * first founder's team (the dashboard's Pending invitations). The admin gets saved views of the
 * applicants list.
 * Existing accounts are kept.
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
  let firstFounder: string | null = null;
  for (const account of accounts) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    const { kind, ...fields } = account;
    const id = existing?.id ?? (await createVerifiedUser(deps, { ...fields, password: DEMO_PASSWORD })).id;
    let sees = kind === 'admin' ? 'the admin side (/admin)' : 'no project yet (/project-dashboard)';
    if (account.role === 'admin' && !existing) await seedDemoViews(db, id);
    const project = kind === 'founder' ? projects[founder++] : undefined;
    if (project) {
      sees = `the project "${project.name}" (/project-dashboard)`;
      if (founder === 1) firstFounder = id;
      // The second founder is invited onto the first one's team: the dashboard's Pending invitations.
      const invitedInto = founder === 2 ? projects[0] : undefined;
      if (
        invitedInto &&
        (await openDemoInvitation(deps, account.email, invitedInto.id, 'advisor', firstFounder))
      ) {
        sees += `, with a pending invitation into "${invitedInto.name}" on it`;
      }
      if (!existing) {
        await db.update(incubatedProjects).set({ createdBy: id }).where(eq(incubatedProjects.id, project.id));
        await db
          .insert(projectTeamMembers)
          .values({ projectId: project.id, userId: id, role: 'owner' })
          .onConflictDoNothing({ target: projectTeamMemberKey });
      }
    }
    if (kind === 'member' && projects.length > 0) {
      sees = `${projects.length} projects as a team member (/team-dashboard)`;
      if (!existing) {
        await db
          .insert(projectTeamMembers)
          .values(projects.map((p, i) => ({ projectId: p.id, userId: id, role: memberRoles[i % 2]! })))
          .onConflictDoNothing({ target: projectTeamMemberKey });
      }
    }
    if (kind === 'newcomer' && projects[0]) {
      const link = await openDemoInvitation(deps, account.email, projects[0].id, 'designer', null);
      if (link) sees = `no project yet (/project-dashboard); an open invitation: ${link}`;
    }
    logins.push({ email: account.email, role: account.role, sees });
  }
  return logins;
}

/**
 * The newcomer's invitation into a founder's team, its link printed at every demo start: the
 * token is derived from the auth secret (only its hash is stored, as for any invitation), and an
 * open one is kept from lapsing. Null once it was accepted or revoked.
 */
async function openDemoInvitation(
  deps: AuthDeps,
  email: string,
  projectId: string,
  projectRole: TeamRole,
  invitedBy: string | null,
): Promise<string | null> {
  const { db } = deps.database;
  const token = createHmac('sha256', deps.config.authSecret)
    .update(`hatchery demo invitation ${email}`)
    .digest('base64url');
  const tokenHash = hashInvitationToken(token);
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  const [row] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash));
  if (!row) {
    await db
      .insert(invitations)
      .values({ email, role: 'user', tokenHash, expiresAt, projectId, projectRole, invitedBy });
  } else {
    const open = await db
      .update(invitations)
      .set({ expiresAt })
      .where(and(eq(invitations.id, row.id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .returning({ id: invitations.id });
    if (open.length === 0) return null;
  }
  return `/accept-invitation?token=${token}`;
}
