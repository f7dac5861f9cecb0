import { Dialog, DialogContent, DialogHeading } from '~/web/components/ui/dialog';
import { authTexts } from '../texts';
import { AuthForms } from './auth-forms';

/** The 'Authentication Required' variant of /auth, for screens that ask a signed-out visitor in place. */
export function AuthDialog({
  open,
  onOpenChange,
  description = 'Sign in or create an account to continue.',
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  description?: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeading title={authTexts.dialogTitle} description={description} />
        <AuthForms onSignedIn={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
