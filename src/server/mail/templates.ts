import { roleDescriptions, roleLabels, type UserRole } from '~/shared/enums';
import { oneLineText, quotedForSubject } from '~/shared/mail-subject';
import type { MailMessage } from './send-mail';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A person's name in a greeting: one line, at most 80 characters (they chose it; anyone can sign up). */
const greetingFor = (name: string) => {
  const flat = [...oneLineText(name)].slice(0, 80).join('').trim();
  return flat ? `Hello ${flat},` : 'Hello,';
};

/** One plain, readable layout: a heading, paragraphs and a single call-to-action link. */
export function mailLayout({
  heading,
  paragraphs,
  action,
}: {
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
}): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#E84142;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">If the button does not work, open this link:<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>
<p style="font-size:13px;color:#555">Hatchery</p></body></html>`;
}

export function verificationMail({ to, name, url }: { to: string; name: string; url: string }): MailMessage {
  const greeting = greetingFor(name);
  const intro = 'Please confirm your e-mail address to finish creating your Hatchery account.';
  const ignore = 'If you did not sign up, you can ignore this message.';
  return {
    to,
    subject: 'Verify your e-mail address',
    text: `${greeting}\n\n${intro}\n\nVerify your e-mail: ${url}\n\n${ignore}\n\nHatchery\n`,
    html: mailLayout({
      heading: 'Verify your e-mail address',
      paragraphs: [greeting, intro, ignore],
      action: { label: 'Verify e-mail', url },
    }),
  };
}

export function passwordResetMail({
  to,
  name,
  url,
  validMinutes,
}: {
  to: string;
  name: string;
  url: string;
  validMinutes: number;
}): MailMessage {
  const greeting = greetingFor(name);
  const intro =
    'Someone asked to reset the password of your Hatchery account. Choose a new one with this link.';
  const expiry = `The link works once, for ${validMinutes} minutes. Setting a new password signs you out everywhere.`;
  const ignore = 'If you did not ask for this, ignore this message: your password stays as it is.';
  return {
    to,
    subject: 'Reset your Hatchery password',
    text: `${greeting}\n\n${intro}\n\nReset your password: ${url}\n\n${expiry}\n\n${ignore}\n\nHatchery\n`,
    html: mailLayout({
      heading: 'Reset your password',
      paragraphs: [greeting, intro, expiry, ignore],
      action: { label: 'Choose a new password', url },
    }),
  };
}

export function invitationMail({
  to,
  role,
  url,
  invitedBy,
  expiresAt,
}: {
  to: string;
  role: UserRole;
  url: string;
  invitedBy: string | null;
  expiresAt: Date;
}): MailMessage {
  const who = invitedBy ? `${invitedBy} has invited you` : 'You have been invited';
  const intro = `${who} to join Hatchery as ${roleLabels[role]} (${roleDescriptions[role]}).`;
  const expiry = `The invitation is valid until ${expiresAt.toUTCString()}.`;
  return {
    to,
    subject: `You're invited to Hatchery as ${roleLabels[role]}`,
    text: `Hello,\n\n${intro}\n\nAccept the invitation: ${url}\n\n${expiry}\n\nHatchery\n`,
    html: mailLayout({
      heading: 'You are invited to Hatchery',
      paragraphs: ['Hello,', intro, expiry],
      action: { label: 'Accept invitation', url },
    }),
  };
}

/** An invitation into a project: to claim it as its owner, or to join its team. */
export function projectInvitationMail({
  to,
  projectName,
  roleLabel,
  owner,
  url,
  invitedBy,
  expiresAt,
}: {
  to: string;
  projectName: string;
  roleLabel: string;
  owner: boolean;
  url: string;
  invitedBy: string | null;
  expiresAt: Date;
}): MailMessage {
  const who = invitedBy ? `${invitedBy} has invited you` : 'You have been invited';
  // The founder chose the name: quoted, on one line and cut short wherever it is shown.
  const name = quotedForSubject(projectName);
  const intro = owner
    ? `${name} has joined the Hatchery incubator. ${who} to claim it as its owner: you will manage its profile and team and talk to our admins from its project dashboard.`
    : `${who} to join the team of ${name} on Hatchery as ${roleLabel}.`;
  const expiry = `The invitation is valid until ${expiresAt.toUTCString()}.`;
  const subject = owner ? `Claim ${name} on Hatchery` : `Join ${name} on Hatchery`;
  return {
    to,
    subject,
    text: `Hello,\n\n${intro}\n\nAccept the invitation: ${url}\n\n${expiry}\n\nHatchery\n`,
    html: mailLayout({
      heading: subject,
      paragraphs: ['Hello,', intro, expiry],
      action: { label: 'Accept invitation', url },
    }),
  };
}
