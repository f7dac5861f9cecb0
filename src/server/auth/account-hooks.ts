import type { UserRole } from '~/shared/enums';
import type { Db } from '../db/client';

/**
 * What better-auth's flows need from the people and their access (the accounts feature), which
 * this floor does not import: an invited sign-up and a password reset touch accounts' tables
 * (users, invitations, team seats). The composition root hands them in at boot
 * (`createAppDeps()` calls `setAccountHooks`).
 */
export interface AccountHooks {
  /** The address a still usable invitation was sent to, or undefined (sign-up checks the link first). */
  invitedAddress(db: Db, token: string): Promise<string | undefined>;
  /**
   * After a signed-up account's row exists: takes its invitation up (the role, the verified address,
   * the team seat) in one transaction. False when the invitation could no longer be claimed.
   */
  acceptOnSignUp(
    db: Db,
    user: { id: string; email: string; role: UserRole },
    token: string,
  ): Promise<boolean>;
  /** Whether the account took an invitation up (the sign-up answer then signs it in at once). */
  acceptedAnInvitation(db: Db, userId: string): Promise<boolean>;
  /** A password was reset with the mailed token: holding it proved the address. */
  passwordReset(db: Db, userId: string): Promise<void>;
}

let hooks: AccountHooks | undefined;

export function setAccountHooks(given: AccountHooks): void {
  hooks = given;
}

/** The hooks given at boot; loud rather than an invitation or a reset silently half done. */
export function accountHooks(): AccountHooks {
  if (!hooks) throw new Error('No account hooks: createAppDeps() sets them');
  return hooks;
}
