import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/web/components/ui/button';
import { useAuth } from '../use-auth';

/**
 * An invitation link opened while another account is signed in: an invitation only creates a new
 * account, so the visitor is told whose session this is and signs out to go on, instead of being
 * taken to that account's dashboard with the invitation silently dropped.
 */
export function InvitationSignedIn({
  signedInAs,
  invitedEmail,
}: {
  signedInAs: string;
  invitedEmail: string;
}) {
  const auth = useAuth();
  const [busy, setBusy] = useState(false);
  return (
    <div className="grid gap-4 text-sm">
      <p className="rounded-md border bg-muted/40 p-3">
        You are signed in as <strong className="break-words">{signedInAs}</strong>. This invitation is for{' '}
        <strong className="break-words">{invitedEmail}</strong> and creates a new account: sign out to accept
        it.
      </p>
      <Button
        type="button"
        variant="brand"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void auth.signOut().finally(() => setBusy(false));
        }}
      >
        <LogOut aria-hidden />
        Sign Out to Accept
      </Button>
    </div>
  );
}
