export { createMail, sendMail, type Mail, type MailDeps, type MailMessage, type SentMail } from './send-mail';
export { retryFailedMail, startMailRetry } from './retry';
export {
  invitationMail,
  mailLayout,
  passwordResetMail,
  projectInvitationMail,
  verificationMail,
} from './templates';
export {
  addressKey,
  createMailLimits,
  mailLimitRules,
  MESSAGE_NOTICE_QUIET_MINUTES,
  REINVITE_QUIET_MINUTES,
  type MailLimitCount,
  type MailLimits,
} from './mail-limits';
