import { quotedForSubject } from '~/shared/mail-subject';
import type { MailMessage } from '../../mail/index';
import { mailLayout } from '../../mail/index';

/**
 * What an applicant receives once their application is stored: the success toast promises it
 * (spec section 8: review within 5-7 business days and an e-mail confirmation).
 */
export function applicationReceivedMail({
  to,
  contactName,
  projectName,
  applicationId,
  publicUrl,
}: {
  to: string;
  contactName: string;
  projectName: string;
  applicationId: string;
  publicUrl: string;
}): MailMessage {
  const faqUrl = new URL('/faq', publicUrl).toString();
  const greeting = `Hello ${contactName},`;
  const paragraphs = [
    `Thank you for applying to the Hatchery incubator with ${projectName}. We have received your application (reference ${applicationId}).`,
    'What happens next: our team reviews every application within 5-7 business days. We will e-mail you when the review starts and again when we have reached a decision.',
    'If your project is accepted, we will invite you to Hatchery with this e-mail address; your project dashboard and a message thread to our team are waiting there for the 100-day programme.',
    'You do not need to send anything else in the meantime. Please do not submit a second application for the same project.',
  ];
  return {
    to,
    subject: `We received your application for ${quotedForSubject(projectName)}`,
    text: `${[greeting, ...paragraphs].join('\n\n')}\n\nHow the programme works: ${faqUrl}\n\nThe Hatchery team\n`,
    html: mailLayout({
      heading: 'We received your application',
      paragraphs: [greeting, ...paragraphs],
      action: { label: 'How the programme works', url: faqUrl },
    }),
  };
}
