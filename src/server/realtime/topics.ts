import type { UserRole } from '~/shared/enums';

/**
 * Realtime topics and who may see them (design.md 'Realtime'):
 * - `applications`: admins only;
 * - `alerts`: monitor hits (src/server/features/monitors), admins only;
 * - `projects`: everyone, signed in or not;
 * - `project:{id}:messages`, `project:{id}:capital`: that project's members and admins.
 */
export type Topic =
  'applications' | 'alerts' | 'projects' | `project:${string}:messages` | `project:${string}:capital`;

const projectTopic = /^project:([0-9a-f-]{36}):(messages|capital)$/i;

/** Who is listening: an anonymous visitor has no role; admins see every project. */
export interface Viewer {
  userId: string | null;
  role: UserRole | null;
  /** Projects the user owns or belongs to; ignored for admins. */
  projectIds: ReadonlySet<string>;
}

export const anonymousViewer: Viewer = { userId: null, role: null, projectIds: new Set() };

export function isTopic(value: string): value is Topic {
  return value === 'applications' || value === 'alerts' || value === 'projects' || projectTopic.test(value);
}

export function projectIdOfTopic(topic: string): string | null {
  return projectTopic.exec(topic)?.[1]?.toLowerCase() ?? null;
}

export function canSeeTopic(viewer: Viewer, topic: string): boolean {
  const admin = viewer.role === 'admin' || viewer.role === 'super_admin';
  if (topic === 'projects') return true;
  if (topic === 'applications' || topic === 'alerts') return admin;
  const projectId = projectIdOfTopic(topic);
  if (!projectId) return false;
  return admin || viewer.projectIds.has(projectId);
}

export const projectMessagesTopic = (projectId: string): Topic => `project:${projectId}:messages`;
export const projectCapitalTopic = (projectId: string): Topic => `project:${projectId}:capital`;
