import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
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
        <DialogHeader>
          <DialogTitle>{authTexts.dialogTitle}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <AuthForms onSignedIn={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
