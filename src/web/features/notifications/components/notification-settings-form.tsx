import { useId } from 'react';
import { Button } from '~/web/components/ui/button';
import { requestDesktopPermission, useDesktopPermission } from '../desktop';
import { saveNotificationSettings, useNotificationSettings } from '../settings';
import { playNotificationTone } from '../sound';

const permissionText = {
  granted: 'Desktop notifications are on for this browser.',
  denied: 'Desktop notifications are blocked in this browser’s site settings.',
  default: 'Desktop notifications are off.',
  unsupported: 'This browser does not support desktop notifications.',
} as const;

/** Notification settings (spec section 3), kept in this browser. Used on /settings and in the header. */
export function NotificationSettingsForm({ compact = false }: { compact?: boolean }) {
  const settings = useNotificationSettings();
  const permission = useDesktopPermission();
  const id = useId();

  return (
    <div className="grid gap-4 text-sm">
      <label className="flex items-center justify-between gap-4">
        <span>
          <span className="font-medium">Notifications</span>
          {!compact && (
            <span className="block text-muted-foreground">Toasts when applications arrive or change.</span>
          )}
        </span>
        <input
          type="checkbox"
          className="size-4 accent-brand"
          checked={settings.enabled}
          onChange={(e) => saveNotificationSettings({ enabled: e.target.checked })}
        />
      </label>
      <label className="flex items-center justify-between gap-4">
        <span className="font-medium">Sound</span>
        <input
          type="checkbox"
          className="size-4 accent-brand"
          checked={settings.soundEnabled}
          disabled={!settings.enabled}
          onChange={(e) => saveNotificationSettings({ soundEnabled: e.target.checked })}
        />
      </label>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-volume`} className="flex justify-between font-medium">
          Volume{' '}
          <span className="text-muted-foreground tabular-nums">{Math.round(settings.volume * 100)}%</span>
        </label>
        <div className="flex items-center gap-2">
          <input
            id={`${id}-volume`}
            type="range"
            min={0}
            max={1}
            step={0.05}
            className="w-full accent-brand"
            value={settings.volume}
            disabled={!settings.enabled || !settings.soundEnabled}
            onChange={(e) => saveNotificationSettings({ volume: Number(e.target.value) })}
          />
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={!settings.enabled || !settings.soundEnabled}
            onClick={() => playNotificationTone(settings.volume)}
          >
            Test
          </Button>
        </div>
      </div>
      <div className="grid gap-2 border-t pt-3">
        <p className="text-muted-foreground" aria-live="polite">
          {permissionText[permission]}
        </p>
        {permission === 'default' && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="justify-self-start"
            onClick={() => void requestDesktopPermission()}
          >
            Enable desktop notifications
          </Button>
        )}
      </div>
    </div>
  );
}
