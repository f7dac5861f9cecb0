import type { ManagedProject } from '~/shared/schemas/projects';

/** What every tab of `/incubator/{id}` gets from the page (routes/incubator-detail.tsx). */
export interface ProjectTabProps {
  project: ManagedProject;
  /** Admins, or the project's owner: may edit the profile and the team. */
  canEdit: boolean;
  /** Admins: may change what only admins change (publish, feature, phase, capital, milestones). */
  isAdmin: boolean;
}
