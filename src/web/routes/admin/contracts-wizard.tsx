import { Screen } from '~/web/components/layout/screen';
import { ContractWizard } from '~/web/features/contracts/components/contract-wizard';

export default function ContractsWizardPage() {
  return (
    <Screen
      title="Register a contract"
      intro="A deployed contract, step by step."
      className="max-w-3xl space-y-4"
    >
      <ContractWizard />
    </Screen>
  );
}
