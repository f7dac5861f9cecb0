import type { QueryKey } from '@tanstack/react-query';
import { milestoneContracts } from '~/shared/contracts/milestones';
import { projectMemberContracts } from '~/shared/contracts/project-members';
import { projectContracts } from '~/shared/contracts/projects';
import { teamDashboardContracts } from '~/shared/contracts/team-dashboard';
import { keyOf } from './contract-client';

/**
 * Query keys of the resources more than one feature reads or invalidates. Features never import
 * each other's api.ts, so the keys they share live here, one factory per resource; each key starts
 * with its resource's `all`, so invalidating `all` reaches every list and detail.
 */
export const productKeys = {
  all: ['products'] as const,
  list: () => [...productKeys.all, 'list'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};

/** Monitors and their alerts; a network edit invalidates them too (each names its network). */
export const monitorKeys = {
  all: ['monitors'] as const,
  list: () => [...monitorKeys.all, 'list'] as const,
};

export const revenueKeys = {
  all: ['revenue'] as const,
  projects: () => [...revenueKeys.all, 'projects'] as const,
};

/**
 * Every read of a project as its members and the admins manage it, for a change that touches
 * several (a milestone, a capital read, the team, the profile): the managed `projects` contracts,
 * the milestones, the team and the team dashboard. The public list is `['projects', 'list']`.
 */
export const managedProjectReads: readonly QueryKey[] = [
  keyOf(projectContracts.adminList),
  keyOf(projectContracts.profile),
  keyOf(projectContracts.overview),
  keyOf(milestoneContracts),
  keyOf(projectMemberContracts),
  keyOf(teamDashboardContracts),
];
