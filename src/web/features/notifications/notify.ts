import { toast } from 'sonner';
import { showDesktopNotice } from './desktop';
import { getNotificationSettings } from './settings';
import { playNotificationTone } from './sound';
import { NEW_APPLICATION_TOAST_MS, notificationTexts as t, STATUS_TOAST_MS } from './texts';

/** Toast, sound and desktop notice together, only when the admin has notifications on. */
function announce(show: () => void, desktop: { title: string; body: string; tag: string }) {
  const settings = getNotificationSettings();
  if (!settings.enabled) return;
  show();
  if (settings.soundEnabled) playNotificationTone(settings.volume);
  showDesktopNotice(desktop.title, desktop.body, desktop.tag);
}

export function notifyNewApplication(app: {
  id: string;
  name: string;
  contactName: string;
  contactEmail: string;
}) {
  announce(
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

export function notifyStatusChanged(app: { id: string; name: string; status: string }) {
  const body = t.statusUpdatedBody(app.name, app.status);
  announce(
    () =>
      toast(t.statusUpdatedTitle, {
        id: `application-status-${app.id}-${app.status}`,
        duration: STATUS_TOAST_MS,
        description: body,
      }),
    { title: t.statusUpdatedTitle, body, tag: `application-${app.id}` },
  );
}

export function notifyApplicationDeleted(id: string) {
  announce(
    () => toast.error(t.deletedTitle, { id: `application-deleted-${id}`, description: t.deletedBody }),
    { title: t.deletedTitle, body: t.deletedBody, tag: `application-${id}` },
  );
}
