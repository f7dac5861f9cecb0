import { inviteIntoProject } from '../features/accounts/service';
import { createProject } from './factories';
import type { SignedIn } from './auth';
import type { TestContext } from './harness';
import { invitationLinkMailedTo } from './mail';

type Role = Parameters<typeof inviteIntoProject>[0]['role'];

/**
 * `by` (or no one: the system) invites `email` into a project's team, as the team screen does for
 * an address without an account; returns the invitation's id, as the invitee's dashboard lists
 * it, and the token of the link mailed to the invitee.
 */
export async function inviteIntoTeam(
  t: TestContext,
  {
    project,
    email,
    role = 'developer',
    by,
  }: { project: { id: string; name: string }; email: string; role?: Role; by?: SignedIn },
): Promise<{ id: string; token: string }> {
  const invitation = await inviteIntoProject({
    db: t.db,
    mail: t.deps.mail,
    publicUrl: t.config.PUBLIC_URL,
    projectId: project.id,
    projectName: project.name,
    email,
    role,
    invitedBy: by ? { id: by.user.id, email: by.email } : null,
  });
  const token = (await invitationLinkMailedTo(t.db, email)).searchParams.get('token')!;
  return { id: invitation.id, token };
}

/**
 * `inviteIntoTeam` into a new project, made by `by` unless `values` say otherwise (e.g.
 * `createdBy: null` for an ownerless project).
 */
export async function inviteIntoNewTeam(
  t: TestContext,
  {
    email,
    role,
    by,
    values = {},
  }: { email: string; role?: Role; by: SignedIn; values?: Parameters<typeof createProject>[1] },
) {
  const project = await createProject(t.db, { createdBy: by.user.id, ...values });
  return { project, ...(await inviteIntoTeam(t, { project, email, role, by })) };
}

/**
 * `by` adds `who` to the project's team as the team screen does (POST /api/projects/:id/team),
 * and `who` accepts the invitation from their dashboard: the path an existing account joins by.
 */
export async function joinTeam(
  t: TestContext,
  { projectId, who, by, role = 'developer' }: { projectId: string; who: SignedIn; by: SignedIn; role?: Role },
): Promise<void> {
  const added = await t.request(`/api/projects/${projectId}/team`, {
    method: 'POST',
    headers: by.headers,
    json: { email: who.email, role },
  });
  if (added.status !== 201) throw new Error(`adding ${who.email}: ${added.status} ${await added.text()}`);
  const { invitation } = (await added.json()) as { invitation: { id: string } };
  const accepted = await t.request(`/api/me/project-invitations/${invitation.id}/accept`, {
    method: 'POST',
    headers: who.headers,
  });
  if (accepted.status !== 200) {
    throw new Error(`${who.email} accepting: ${accepted.status} ${await accepted.text()}`);
  }
}
