import { Screen } from '~/web/components/layout/screen';
import { CreateActions } from '~/web/components/layout/create-actions';
import { StandardAbiLibrary } from '~/web/features/contracts/components/standard-abi-library';
import { DeploymentList } from '~/web/features/interfaces/components/deployment-list';

export default function ContractsPage() {
  return (
    <Screen
      title="Contracts"
      intro="Registered deployments across networks."
      actions={
        <CreateActions
          wizard={{ to: '/contracts/wizard', label: 'Wizard' }}
          create={{ to: '/contracts/new', label: 'New contract' }}
        />
      }
      className="max-w-6xl space-y-6"
    >
      <DeploymentList
        empty={<p className="text-muted-foreground">No contracts registered yet. Start with the wizard.</p>}
      />
      <StandardAbiLibrary />
    </Screen>
  );
}
