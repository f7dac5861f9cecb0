import { Link } from 'react-router';
import { Screen } from '~/web/components/layout/screen';
import { TitledCard } from '~/web/components/ui/card';
import { NotificationSettingsForm } from '~/web/features/notifications/components/notification-settings-form';
import { LinkedWallets } from '~/web/features/linked-wallets/components/linked-wallets';

export default function SettingsPage() {
  return (
    <Screen
      title="Settings"
      intro="Your wallets and the preferences kept in this browser."
      className="max-w-2xl space-y-6"
    >
      <TitledCard
        title="Linked wallets"
        description="Wallets you proved are yours by signing a Sign-In with Ethereum message. The transaction journal marks writes sent from them."
      >
        <LinkedWallets />
      </TitledCard>
      <TitledCard
        title="Application review"
        description="The scoring rubric and blind review, for every admin."
      >
        <Link to="/settings/review-rubric" className="text-sm font-medium underline underline-offset-4">
          Review rubric
        </Link>
      </TitledCard>
      <TitledCard title="Notifications" description="Live notices about incoming and changed applications.">
        <NotificationSettingsForm />
      </TitledCard>
    </Screen>
  );
}
