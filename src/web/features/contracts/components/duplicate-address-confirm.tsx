import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import type { Registration } from '../use-registration';

/** 'Already registered under another product: register it here as well?' before saving. */
export function DuplicateAddressConfirm({ reg }: { reg: Registration }) {
  const confirmation = reg.submit.confirmation;
  return (
    <ConfirmDialog
      open={confirmation !== null}
      onOpenChange={(open) => !open && confirmation?.dismiss()}
      title="Address already registered"
      description={confirmation?.message ?? ''}
      confirmLabel="Register anyway"
      onConfirm={() => confirmation?.accept()}
    />
  );
}
