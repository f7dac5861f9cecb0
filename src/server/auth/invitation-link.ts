import { createHash, randomBytes } from 'node:crypto';

/*
 * The token of an invitation's mailed link: what the link carries and what its row keeps (only the
 * hash). The invitations themselves are the accounts feature's (features/accounts); the demo seed
 * makes its invitations with these too.
 */

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What we store: a leaked table must not hand out working links. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new invitation's token (32 random bytes, base64url): the link the invitee is mailed, and the
 * columns its row stores, the token's hash and when it expires; the token itself is kept nowhere.
 */
export function issueInvitationToken(publicUrl: string) {
  const token = randomBytes(32).toString('base64url');
  const url = new URL('/accept-invitation', publicUrl);
  url.searchParams.set('token', token);
  return {
    url: url.toString(),
    columns: { tokenHash: hashInvitationToken(token), expiresAt: new Date(Date.now() + INVITATION_TTL_MS) },
  };
}
