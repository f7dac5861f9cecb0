import { queryErrorMessages } from './errors';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A wait in words, rounded up: '45 seconds', '40 minutes', '1 hour 5 minutes'. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return plural(s, 'second');
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${plural(hours, 'hour')} ${plural(rest, 'minute')}` : plural(hours, 'hour');
}

/**
 * What an applicant over the submission limit reads: the spec's 429 text (section 8), then how
 * long to wait (docs/decisions/0010-submission-limit.md).
 */
export function submissionLimitMessage(retryAfterSeconds: number): string {
  return `${queryErrorMessages.rateLimited} You can submit again in ${waitText(retryAfterSeconds)}.`;
}

/**
 * What a caller over a limit reads: the spec's 429 text (section 8), then what they may do again
 * and when, e.g. 'Too many requests. Please wait a moment and try again. You can send team
 * invitations again in 40 minutes.'
 */
export function rateLimitMessage(action: string, retryAfterSeconds: number): string {
  return `${queryErrorMessages.rateLimited} You can ${action} again in ${waitText(retryAfterSeconds)}.`;
}
