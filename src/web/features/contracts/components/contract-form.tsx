import { DuplicateAddressConfirm } from './duplicate-address-confirm';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '~/web/components/ui/button';
import { useRegistration } from '../use-registration';
import {
  AbiFields,
  AddressFields,
  AdminFunctionFields,
  NetworkFields,
  ProductFields,
} from './registration-fields';

/** /contracts/new: every registration field on one page; server errors shown on their fields. */
export function ContractForm() {
  const reg = useRegistration();
  const navigate = useNavigate();
  const [checked, setChecked] = useState(false);
  const errors = checked ? collect() : reg.serverErrors;

  function collect() {
    return {
      ...reg.stepErrors(0),
      ...reg.stepErrors(1),
      ...reg.stepErrors(2),
      ...reg.stepErrors(3),
      ...reg.stepErrors(4),
    };
  }

  return (
    <form
      noValidate
      className="space-y-6 rounded-lg border bg-card p-4 sm:p-6"
      onSubmit={(e) => {
        e.preventDefault();
        setChecked(true);
        if (Object.keys(collect()).length) return;
        reg.submit.mutate(undefined, {
          onSuccess: (d) => {
            toast.success('Contract registered', {
              description: `${d.label || d.abiName} on ${d.network.name}`,
            });
            void navigate(`/interfaces/${d.id}`);
          },
          onError: (err) => toast.error('Failed to register contract', { description: err.message }),
        });
      }}
    >
      <NetworkFields reg={reg} errors={errors} />
      <AddressFields reg={reg} errors={errors} />
      <AbiFields reg={reg} errors={errors} />
      <AdminFunctionFields reg={reg} errors={errors} />
      <ProductFields reg={reg} errors={errors} />
      <Button type="submit" variant="brand" busy={reg.submit.isPending}>
        {reg.submit.isPending ? 'Registering…' : 'Register contract'}
      </Button>
      <DuplicateAddressConfirm reg={reg} />
    </form>
  );
}
