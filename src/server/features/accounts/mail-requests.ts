import { addressKey, type MailLimitCount } from '../../mail/index';
import { rateLimitKey } from '../../http/client-address';
import type { AppDeps } from '../../http/types';

/**
 * Requests that mail a link to an address the caller only typed: a password reset and a
 * verification link asked for again. Each is counted per address, whether or not an account has
 * it (so the 429 tells nothing about accounts), and resets also per client address.
 */
const countsFor: Record<string, (address: string, client: string) => MailLimitCount[]> = {
  '/request-password-reset': (address, client) => [
    { rule: 'resetLinksPerAddress', key: addressKey(address) },
    ...(client === 'unknown' ? [] : [{ rule: 'resetLinksPerClient' as const, key: rateLimitKey(client) }]),
  ],
  '/send-verification-email': (address) => [
    { rule: 'verificationLinksPerAddress', key: addressKey(address) },
  ],
};

/** The e-mail a JSON body names, if it names one. */
function emailIn(body: string | undefined): string | null {
  try {
    const email = (JSON.parse(body ?? '') as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email.includes('@') ? email : null;
  } catch {
    return null;
  }
}

/**
 * Counts a mail-sending auth request against its limits (mail-limits.ts); past one, throws the
 * 429 with Retry-After. Other paths, and bodies better-auth will refuse anyway, pass untouched.
 */
export async function limitMailRequest(
  deps: Pick<AppDeps, 'mail'>,
  { path, body, client }: { path: string; body: string | undefined; client: string },
): Promise<void> {
  const counts = countsFor[path];
  const email = counts && emailIn(body);
  if (!counts || !email) return;
  await deps.mail.limits.take(counts(email, client));
}
