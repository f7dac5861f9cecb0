export { createMail, sendMail, type Mail, type MailDeps, type MailMessage, type SentMail } from './send-mail';
export { retryFailedMail, startMailRetry } from './retry';
export {
  invitationMail,
  mailLayout,
  passwordResetMail,
  projectInvitationMail,
  verificationMail,
} from './templates';
