import { Link } from 'react-router';
import { Screen } from '~/web/components/layout/screen';
import { ContractForm } from '~/web/features/contracts/components/contract-form';

export default function ContractsNewPage() {
  return (
    <Screen
      title="New contract"
      intro={
        <>
          Register a deployed contract. Prefer one step at a time?{' '}
          <Link to="/contracts/wizard" className="underline">
            Use the wizard
          </Link>
          .
        </>
      }
      className="max-w-3xl space-y-4"
    >
      <ContractForm />
    </Screen>
  );
}
