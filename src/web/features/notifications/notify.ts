import { toast } from 'sonner';
import { showDesktopNotice } from './desktop';
import { getNotificationSettings } from './settings';
import { playNotificationTone } from './sound';
import { NEW_APPLICATION_TOAST_MS, notificationTexts as t, STATUS_TOAST_MS } from './texts';

/**
 * Toast, sound and desktop notice together, only when the admin has notifications on, and in one
 * of their tabs only (`claimed`: this tab's claim on the realtime event, started as it arrived,
 * see tab-claims.ts): the one they are looking at if any.
 * The toast shows only in a visible tab, so hidden ones do not pile them up; a hidden tab that
 * wins chimes and raises the desktop notice instead.
 */
async function announce(
  claimed: Promise<boolean>,
  show: () => void,
  desktop: { title: string; body: string; tag: string },
): Promise<void> {
  const settings = getNotificationSettings();
  if (!settings.enabled || !(await claimed)) return;
  if (document.visibilityState === 'visible') show();
  if (settings.soundEnabled) playNotificationTone(settings.volume);
  showDesktopNotice(desktop.title, desktop.body, desktop.tag);
}

export function notifyNewApplication(
  claimed: Promise<boolean>,
  app: { id: string; name: string; contactName: string; contactEmail: string },
) {
  return announce(
    claimed,
    () =>
      toast(t.newApplicationTitle, {
        id: `application-created-${app.id}`,
        duration: NEW_APPLICATION_TOAST_MS,
        description: `${app.name} · ${app.contactName} · ${app.contactEmail}`,
      }),
    {
      title: t.newApplicationTitle,
      body: `${app.name}\n${app.contactName} <${app.contactEmail}>`,
      tag: `application-${app.id}`,
    },
  );
}

export function notifyStatusChanged(
  claimed: Promise<boolean>,
  app: { id: string; name: string; status: string },
) {
  const body = t.statusUpdatedBody(app.name, app.status);
  return announce(
    claimed,
    () =>
      toast(t.statusUpdatedTitle, {
        id: `application-status-${app.id}-${app.status}`,
        duration: STATUS_TOAST_MS,
        description: body,
      }),
    { title: t.statusUpdatedTitle, body, tag: `application-${app.id}` },
  );
}

export function notifyApplicationDeleted(claimed: Promise<boolean>, id: string) {
  return announce(
    claimed,
    () => toast.error(t.deletedTitle, { id: `application-deleted-${id}`, description: t.deletedBody }),
    { title: t.deletedTitle, body: t.deletedBody, tag: `application-${id}` },
  );
}
