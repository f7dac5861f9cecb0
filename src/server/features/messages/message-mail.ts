import { priorityLabels, type MessagePriority } from '~/shared/schemas/messages';
import { quotedForSubject } from '~/shared/mail-subject';
import { mailLayout, type MailMessage } from '../../mail/index';

/** The notice a new message sends to the other side of the thread; links are the only action. */
export function newMessageMail({
  to,
  projectName,
  subject,
  snippet,
  priority,
  fromAdmin,
  link,
}: {
  to: string;
  projectName: string;
  subject: string;
  snippet: string;
  priority: MessagePriority;
  fromAdmin: boolean;
  link: string;
}): MailMessage {
  // The project's name and the message's subject are the senders' words: quoted in the subject.
  const project = quotedForSubject(projectName);
  const heading = fromAdmin ? `The Hatchery team wrote about ${project}` : `New message from ${project}`;
  const lines = [`Subject: ${subject}`, `Priority: ${priorityLabels[priority]}`, snippet];
  const label = fromAdmin ? 'Open your project dashboard' : 'Open the thread';
  return {
    to,
    subject: `${priority === 'urgent' ? '[Urgent] ' : ''}${heading}: ${quotedForSubject(subject)}`,
    text: `${heading}\n\n${lines.join('\n')}\n\n${label}: ${link}\n\nHatchery\n`,
    html: mailLayout({ heading, paragraphs: lines, action: { label, url: link } }),
  };
}
