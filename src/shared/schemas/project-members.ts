import { z } from 'zod';
import { humanize } from '../format';
import { text } from '../text';
// Straight from its module: common.ts carries the address schema (viem), which the auth pages
// that read invitations must not load.
import { timestamp } from './timestamp';

/** Project roles (spec section 3 'roles': owner and team roles). The owner is the project's creator. */
export const projectRoles = ['owner', 'co-founder', 'developer', 'designer', 'advisor', 'member'] as const;
export const teamRoles = ['co-founder', 'developer', 'designer', 'advisor', 'member'] as const;
export type ProjectRole = (typeof projectRoles)[number];
export type TeamRole = (typeof teamRoles)[number];

export const projectRoleLabels: Record<ProjectRole, string> = {
  owner: 'Owner',
  'co-founder': 'Co-founder',
  developer: 'Developer',
  designer: 'Designer',
  advisor: 'Advisor',
  member: 'Member',
};

/** A project role as people read it; 'admin' is an admin looking at the project, any other code is humanized. */
export function projectRoleLabel(role: string): string {
  if (role === 'admin') return 'Admin';
  return projectRoleLabels[role as ProjectRole] ?? humanize(role);
}

/**
 * Admins see and manage every project from the admin side; a seat on one team would only show
 * them a second, partial view of it (and a founder could not remove what an admin does there).
 */
export const adminNotOnTeams = 'Admins are not added to teams: they see every project from the admin side';

const teamRole = z.enum(teamRoles, {
  error: 'Role must be co-founder, developer, designer, advisor or member',
});

/** Invite an address into the team; the person joins when they accept (with or without an account). */
export const memberAddSchema = z.object({
  email: text('E-mail', { max: 254 })
    .transform((v) => v.toLowerCase())
    .pipe(z.email({ error: 'Please enter a valid email address (e.g., name@example.com)' })),
  role: teamRole.default('member'),
});

export const memberRoleSchema = z.object({ role: teamRole });

export const ownerTransferSchema = z.object({
  userId: z.string({ error: 'Choose the new owner' }).min(1, 'Choose the new owner').max(64),
});

export const projectMemberResponse = z.object({
  /** The team-member row; null for the owner, who is the project's creator. */
  memberId: z.string().nullable(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(projectRoles),
  joinedAt: timestamp,
});
export type ProjectMember = z.input<typeof projectMemberResponse>;

export const pendingProjectInvitationResponse = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(projectRoles),
  expiresAt: timestamp,
});
export type PendingProjectInvitation = z.input<typeof pendingProjectInvitationResponse>;

export const projectTeamResponse = z.object({
  members: z.array(projectMemberResponse),
  invitations: z.array(pendingProjectInvitationResponse),
});
export type ProjectTeam = z.input<typeof projectTeamResponse>;

/**
 * Adding by e-mail: always the invitation the person accepts. The same shape whether or not the
 * address has an account, so the answer tells the sender nothing about who has one.
 */
export const memberAddResponse = z.object({ invitation: pendingProjectInvitationResponse });
export type MemberAddResult = z.input<typeof memberAddResponse>;
