import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/web/components/ui/button';
import { useAuth } from '../use-auth';

/**
 * An invitation opened while another account is signed in: the visitor is told whose session this
 * is and signs out to go on, instead of being taken to that account's dashboard with the
 * invitation silently dropped. `next` says what signing out leads to.
 */
export function InvitationSignedIn({
  signedInAs,
  invitedEmail,
  next = 'creates a new account: sign out to accept it.',
  action = 'Sign Out to Accept',
}: {
  signedInAs: string;
  invitedEmail: string;
  next?: string;
  action?: string;
}) {
  const auth = useAuth();
  const [busy, setBusy] = useState(false);
  return (
    <div className="grid gap-4 text-sm">
      <p className="rounded-md border bg-muted/40 p-3">
        You are signed in as <strong className="break-words">{signedInAs}</strong>. This invitation is for{' '}
        <strong className="break-words">{invitedEmail}</strong> and {next}
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
        {action}
      </Button>
    </div>
  );
}
