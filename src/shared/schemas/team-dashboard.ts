import { z } from 'zod';
import { programmeStatusResponse } from '../programme';
import { timestamp } from './common';

/**
 * GET /api/team-dashboard: the caller's projects with the figures a team checks each day
 * (docs/decisions/0011-team-dashboard.md). Members get the active projects they own or belong
 * to; admins get every project.
 */
export const teamDashboardProjectResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  currentPhase: z.string(),
  isActive: z.boolean(),
  /** 'owner', the team role, or null for an admin who is not on the project's team. */
  role: z.string().nullable(),
  programme: programmeStatusResponse,
  milestones: z.object({ done: z.number().int(), total: z.number().int() }),
  /** Messages from the other side still unread: admins' replies for members, members' messages for admins. */
  unreadMessages: z.number().int(),
  lastActivityAt: timestamp.nullable(),
});

export const teamDashboardResponse = z.object({
  scope: z.enum(['member', 'all']),
  projects: z.array(teamDashboardProjectResponse),
});

export type TeamDashboardProject = z.input<typeof teamDashboardProjectResponse>;
export type TeamDashboard = z.input<typeof teamDashboardResponse>;
