import type { InvitationAcceptResult } from '~/shared/auth';
import { projectRoleLabel } from '~/shared/schemas/project-members';
import { existingAccountInvitationTexts as texts } from './texts';

/** What accepting did to the account's seat on the team, said in the toast the next page shows. */
export function seatNote(project: NonNullable<InvitationAcceptResult['project']>): string {
  const role = projectRoleLabel(project.role);
  if (!project.previousRole) return texts.joined(project.name, role);
  if (project.role === 'owner' && project.previousRole === 'owner') return texts.stillOwner(project.name);
  if (project.role === project.previousRole) return texts.alreadyOnTeam(project.name, role);
  return texts.roleChanged(project.name, role, projectRoleLabel(project.previousRole));
}

/** Where an accepted invitation leads: the team's dashboard, the admin area, else home. */
export function landingAfterAccept(result: InvitationAcceptResult): string {
  if (result.project)
    return `/incubated-project-dashboard?${new URLSearchParams({ project: result.project.id })}`;
  return result.role === 'admin' || result.role === 'super_admin' ? '/admin' : '/';
}

/** The toast of an accepted invitation, the same whether it was accepted by link or from the dashboard. */
export function acceptedToast(result: InvitationAcceptResult): [string, { description?: string }] {
  return [texts.accepted, { description: result.project ? seatNote(result.project) : undefined }];
}
