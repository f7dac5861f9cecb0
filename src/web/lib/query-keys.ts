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

/** Incubated projects as their members and the admins manage them (not the public list). */
// Under 'projects', so a `projects` realtime event (which invalidates ['projects']) refreshes them.
export const managedProjectKeys = {
  all: ['projects', 'managed'] as const,
  adminList: (filter: Record<string, string>) => [...managedProjectKeys.all, 'admin-list', filter] as const,
  overview: (id: string) => [...managedProjectKeys.all, 'overview', id] as const,
  profile: (id: string) => [...managedProjectKeys.all, 'profile', id] as const,
  team: (id: string) => [...managedProjectKeys.all, 'team', id] as const,
  teamDashboard: () => [...managedProjectKeys.all, 'team-dashboard'] as const,
};
