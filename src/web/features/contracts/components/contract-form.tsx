import { DuplicateAddressConfirm } from './duplicate-address-confirm';
import { Button } from '~/web/components/ui/button';
import { Form } from '~/web/components/ui/form';
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
  return (
    <Form
      form={reg.form}
      onSubmit={reg.submit.send}
      className="space-y-6 rounded-lg border bg-card p-4 sm:p-6"
    >
      <NetworkFields reg={reg} />
      <AddressFields />
      <AbiFields reg={reg} />
      <AdminFunctionFields reg={reg} />
      <ProductFields reg={reg} />
      <Button type="submit" variant="brand" busy={reg.submit.isPending}>
        {reg.submit.isPending ? 'Registering…' : 'Register contract'}
      </Button>
      <DuplicateAddressConfirm reg={reg} />
    </Form>
  );
}
