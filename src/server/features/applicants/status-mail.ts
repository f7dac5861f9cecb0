import type { ApplicationStatusValue } from '~/shared/applicants';
import type { MailMessage } from '../../mail/index';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

interface Copy {
  subject: string;
  heading: string;
  paragraphs: string[];
}

function copyFor(to: ApplicationStatusValue, from: ApplicationStatusValue | null, project: string): Copy {
  switch (to) {
    case 'under_review':
      return from === 'approved' || from === 'rejected'
        ? {
            subject: `Your application for ${project} is under review again`,
            heading: 'Your application is under review again',
            paragraphs: [
              `We have reopened the application for ${project} and our team is looking at it again.`,
              'We will write to you as soon as we have reached a new decision.',
            ],
          }
        : {
            subject: `Your application for ${project} is under review`,
            heading: 'Your application is under review',
            paragraphs: [
              `Good news: our team has started reviewing the application for ${project}.`,
              'We aim to reach a decision within 5-7 business days and will write to you as soon as we have.',
            ],
          };
    case 'approved':
      return {
        subject: `${project} has been accepted into the Hatchery incubator`,
        heading: 'Congratulations, you are in!',
        paragraphs: [
          `We are delighted to tell you that ${project} has been accepted into the Hatchery 100-day incubator programme.`,
          'Someone from our team will contact you shortly with the next steps and your onboarding date.',
        ],
      };
    case 'rejected':
      return {
        subject: `An update on your application for ${project}`,
        heading: 'An update on your application',
        paragraphs: [
          `Thank you for applying to Hatchery with ${project}. After careful review we are not able to offer you a place in the current cohort.`,
          'Cohorts run every quarter and you are welcome to apply again as your project evolves.',
        ],
      };
    case 'submitted':
      return {
        subject: `Your application for ${project}`,
        heading: 'We have your application',
        paragraphs: [`Your application for ${project} is waiting for review.`],
      };
  }
}

/**
 * What the applicant receives when an admin changes the status. The admin's note is internal and
 * never part of it.
 */
export function statusChangeMail({
  to,
  contactName,
  projectName,
  fromStatus,
  toStatus,
}: {
  to: string;
  contactName: string;
  projectName: string;
  fromStatus: ApplicationStatusValue | null;
  toStatus: ApplicationStatusValue;
}): MailMessage {
  const { subject, heading, paragraphs } = copyFor(toStatus, fromStatus, projectName);
  const greeting = `Hello ${contactName},`;
  const signOff = 'The Hatchery team';
  const text = [greeting, ...paragraphs, signOff].join('\n\n') + '\n';
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${[greeting, ...paragraphs].map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n')}
<p style="font-size:13px;color:#555">${escapeHtml(signOff)}</p></body></html>`;
  return { to, subject, text, html };
}
