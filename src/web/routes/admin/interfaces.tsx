import { Screen } from '~/web/components/layout/screen';
import { CreateActions } from '~/web/components/layout/create-actions';
import { DeploymentList } from '~/web/features/interfaces/components/deployment-list';

export default function InterfacesPage() {
  return (
    <Screen
      title="Interfaces"
      intro="Open a deployment to read, write and watch its events."
      actions={<CreateActions create={{ to: '/contracts/wizard', label: 'Register contract' }} />}
      className="max-w-6xl space-y-6"
    >
      <DeploymentList empty={<p className="text-muted-foreground">No contracts registered yet.</p>} />
    </Screen>
  );
}
