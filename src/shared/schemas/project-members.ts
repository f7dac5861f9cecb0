import { z } from 'zod';
import { text } from '../text';

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

const teamRole = z.enum(teamRoles, {
  error: 'Role must be co-founder, developer, designer, advisor or member',
});

/** Add an existing user by e-mail, or invite the address into the project when nobody has it. */
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

export interface ProjectMember {
  /** The team-member row; null for the owner, who is the project's creator. */
  memberId: string | null;
  userId: string;
  name: string;
  email: string;
  role: ProjectRole;
  joinedAt: string;
}

export interface PendingProjectInvitation {
  id: string;
  email: string;
  role: ProjectRole;
  expiresAt: string;
}

export interface ProjectTeam {
  members: ProjectMember[];
  invitations: PendingProjectInvitation[];
}

export type MemberAddResult =
  { outcome: 'added'; member: ProjectMember } | { outcome: 'invited'; invitation: PendingProjectInvitation };
