import { Link } from 'react-router';
import { Screen } from '~/web/components/layout/screen';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { NotificationSettingsForm } from '~/web/features/notifications/components/notification-settings-form';
import { LinkedWallets } from '~/web/features/wallet/components/linked-wallets';

export default function SettingsPage() {
  return (
    <Screen
      title="Settings"
      intro="Your wallets and the preferences kept in this browser."
      className="max-w-2xl space-y-6"
    >
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Linked wallets</CardTitle>
          <CardDescription>
            Wallets you proved are yours by signing a Sign-In with Ethereum message. The transaction journal
            marks writes sent from them.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <LinkedWallets />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Application review</CardTitle>
          <CardDescription>The scoring rubric and blind review, for every admin.</CardDescription>
        </CardHeader>
        <CardContent>
          <Link to="/settings/review-rubric" className="text-sm font-medium underline underline-offset-4">
            Review rubric
          </Link>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Notifications</CardTitle>
          <CardDescription>Live notices about incoming and changed applications.</CardDescription>
        </CardHeader>
        <CardContent>
          <NotificationSettingsForm />
        </CardContent>
      </Card>
    </Screen>
  );
}
