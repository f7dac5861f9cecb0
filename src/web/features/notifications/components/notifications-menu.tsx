import { Bell, BellOff } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Button } from '~/web/components/ui/button';
import { useNotificationSettings } from '../settings';
import { NotificationSettingsForm } from './notification-settings-form';

/** Header button: the notification settings in a popover (also on /settings). */
export function NotificationsMenu() {
  const { enabled } = useNotificationSettings();
  const Icon = enabled ? Bell : BellOff;
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label="Notification settings">
          <Icon aria-hidden />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label="Notification settings"
          className="z-50 w-72 rounded-lg border bg-popover p-4 text-popover-foreground shadow-md outline-none"
        >
          <h2 className="mb-3 text-sm font-semibold">Notification settings</h2>
          <NotificationSettingsForm compact />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
