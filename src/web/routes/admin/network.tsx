import { Screen } from '~/web/components/layout/screen';
import { NetworkList } from '~/web/features/networks/components/network-list';

export default function NetworkPage() {
  return (
    <Screen
      title="Networks"
      intro="Chains the console and wallets use, mainnets first."
      className="max-w-6xl space-y-4"
    >
      <NetworkList />
    </Screen>
  );
}
