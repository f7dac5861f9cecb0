import { z } from 'zod';
import { timestamp } from './common';

/**
 * GET /api/team-dashboard: the caller's projects with the figures a team checks each day
 * (docs/decisions/0011-team-dashboard.md). Members get the active projects they own or belong
 * to; admins get every project.
 */
const programmeResponse = z.object({
  day: z.number().int().nullable(),
  state: z.enum(['unscheduled', 'not_started', 'running', 'completed']),
  phase: z
    .object({
      key: z.enum(['foundation', 'development', 'launch']),
      label: z.string(),
      from: z.number(),
      to: z.number(),
    })
    .nullable(),
  percent: z.number(),
});

export const teamDashboardProjectResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  currentPhase: z.string(),
  isActive: z.boolean(),
  /** 'owner', the team role, or null for an admin who is not on the project's team. */
  role: z.string().nullable(),
  programme: programmeResponse,
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
