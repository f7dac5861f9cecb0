import { waitText } from './application/submission-limit';
import { queryErrorMessages } from './errors';

/**
 * What a caller over a limit reads: the spec's 429 text (section 8), then what they may do again
 * and when, e.g. 'Too many requests. Please wait a moment and try again. You can send team
 * invitations again in 40 minutes.'
 */
export function rateLimitMessage(action: string, retryAfterSeconds: number): string {
  return `${queryErrorMessages.rateLimited} You can ${action} again in ${waitText(retryAfterSeconds)}.`;
}
