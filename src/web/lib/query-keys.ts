import type { QueryKey } from '@tanstack/react-query';
import { projectMemberContracts } from '~/shared/contracts/project-members';
import { projectContracts } from '~/shared/contracts/projects';
import { teamDashboardContracts } from '~/shared/contracts/team-dashboard';
import { keyOf } from './contract-client';

/**
 * Query keys of the resources more than one feature reads or invalidates. Features never import
 * each other's api.ts, so the keys they share live here, one factory per resource; each key starts
 * with its resource's `all`, so invalidating `all` reaches every list and detail.
 */
export const standardAbiKeys = {
  all: ['standard-abis'] as const,
  list: (filter: { includeInactive: boolean }) => [...standardAbiKeys.all, 'list', filter] as const,
};

export const productKeys = {
  all: ['products'] as const,
  list: () => [...productKeys.all, 'list'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};

/** Registered deployments; the API calls them contracts (`/api/contracts`). */
export const deploymentKeys = {
  all: ['contracts'] as const,
  list: () => [...deploymentKeys.all, 'list'] as const,
  detail: (id: string) => [...deploymentKeys.all, 'detail', id] as const,
  transactions: (id: string) => [...deploymentKeys.detail(id), 'transactions'] as const,
  events: (id: string) => [...deploymentKeys.detail(id), 'events'] as const,
  proxy: (id: string) => [...deploymentKeys.detail(id), 'proxy'] as const,
  tokenUnits: (id: string) => [...deploymentKeys.detail(id), 'token-units'] as const,
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

export const dashboardKeys = {
  all: ['dashboard'] as const,
  contractsSummary: () => [...dashboardKeys.all, 'contracts-summary'] as const,
};

/**
 * A project's milestones, the one managed-project read not on contracts yet (the profile,
 * overview and admin list are the `projects` contracts', the team `project-members'`, the team
 * dashboard `team-dashboard'`).
 */
// Under 'projects', so a `projects` realtime event (which invalidates ['projects']) refreshes them.
export const managedProjectKeys = {
  all: ['projects', 'managed'] as const,
  milestones: (id: string) => [...managedProjectKeys.all, 'milestones', id] as const,
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
  managedProjectKeys.all,
  keyOf(projectMemberContracts),
  keyOf(teamDashboardContracts),
];

/** Project message threads and the admins' inbox. */
export const messageKeys = {
  all: ['messages'] as const,
  thread: (projectId: string) => [...messageKeys.all, 'thread', projectId] as const,
  inbox: (filter: Record<string, string>) => [...messageKeys.all, 'inbox', filter] as const,
  counts: () => [...messageKeys.all, 'counts'] as const,
};

/** A project's capital sources, their history, and the admins' capital analytics. */
export const capitalKeys = {
  all: ['capital'] as const,
  sources: (projectId: string) => [...capitalKeys.all, 'sources', projectId] as const,
  history: (projectId: string) => [...capitalKeys.all, 'history', projectId] as const,
  analytics: () => [...capitalKeys.all, 'analytics'] as const,
};
