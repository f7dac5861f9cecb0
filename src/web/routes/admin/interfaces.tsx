import { Plus } from 'lucide-react';
import { Screen } from '~/web/components/layout/screen';
import { ButtonLink } from '~/web/components/ui/button-link';
import { DeploymentList } from '~/web/features/interfaces/components/deployment-list';

export default function InterfacesPage() {
  return (
    <Screen
      title="Interfaces"
      intro="Open a deployment to read, write and watch its events."
      actions={
        <ButtonLink to="/contracts/wizard" variant="brand">
          <Plus aria-hidden /> Register contract
        </ButtonLink>
      }
      className="max-w-6xl space-y-6"
    >
      <DeploymentList empty={<p className="text-muted-foreground">No contracts registered yet.</p>} />
    </Screen>
  );
}
