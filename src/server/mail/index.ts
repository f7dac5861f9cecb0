export { sendMail, type MailDeps, type MailMessage, type SentMail } from './send-mail';
export { invitationMail, verificationMail } from './templates';
