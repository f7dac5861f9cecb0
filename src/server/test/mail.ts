import { desc, eq } from 'drizzle-orm';
import type { ProjectRole } from '~/shared/schemas/project-members';
import { inviteIntoProject } from '../auth/project-invitation';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';
import type { TestContext } from './harness';

/** The newest outbox message to an address (what the user would find in their inbox). */
export async function lastMailTo(db: Db, to: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}

/** The accept-invitation link in the newest mail to `email`, as the invitee would follow it. */
export async function invitationLinkMailedTo(db: Db, email: string): Promise<URL> {
  const mail = await lastMailTo(db, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return new URL(linkIn(mail.text, '/accept-invitation'));
}

/**
 * Invites `email` into `project`'s team as the founder or an admin does (`inviteIntoProject`): the
 * invitation's id, as the invitee's dashboard lists it, and the token of the link mailed to them.
 */
export async function mailTeamInvitation(
  t: Pick<TestContext, 'db' | 'deps' | 'config'>,
  project: { id: string; name: string },
  email: string,
  {
    role = 'developer',
    invitedBy = null,
  }: { role?: ProjectRole; invitedBy?: { id: string; email: string } | null } = {},
) {
  const invitation = await inviteIntoProject({
    db: t.db,
    mail: t.deps.mail,
    publicUrl: t.config.PUBLIC_URL,
    projectId: project.id,
    projectName: project.name,
    email,
    role,
    invitedBy,
  });
  const token = (await invitationLinkMailedTo(t.db, email)).searchParams.get('token')!;
  return { id: invitation.id, token };
}

/** The first link in a message's text that contains `contains`. */
export function linkIn(text: string, contains: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(contains));
  if (!link) throw new Error(`no link containing ${contains} in:\n${text}`);
  return link;
}
