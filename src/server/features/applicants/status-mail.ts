import {
  renderDecisionMail,
  type DecisionMailText,
  type DecisionMailValues,
  type RenderedDecisionMail,
} from '~/shared/decision-mail';
import type { MailMessage } from '../../mail/index';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * What the applicant receives when an admin decides: the template (or this send's own text)
 * rendered with the application's values. The admin's history note is internal and never part of
 * it. A changes-requested mail also carries its edit link as a button and as plain text.
 */
export function decisionMail({
  to,
  text,
  values,
  action,
}: {
  to: string;
  text: DecisionMailText;
  values: DecisionMailValues;
  action?: { label: string; url: string };
}): MailMessage {
  return toMessage(to, renderDecisionMail(text, values), action);
}

function toMessage(
  to: string,
  mail: RenderedDecisionMail,
  action?: { label: string; url: string },
): MailMessage {
  const link = action ? `${action.label}: ${action.url}\n` : '';
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#E84142;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">If the button does not work, open this link:<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>\n`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(mail.heading)}</h1>
${mail.paragraphs.map((p) => `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(p)}</p>`).join('\n')}
${button}</body></html>`;
  return { to, subject: mail.subject, text: link ? `${mail.text}\n${link}` : mail.text, html };
}
