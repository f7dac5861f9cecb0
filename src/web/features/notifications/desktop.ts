import { useSyncExternalStore } from 'react';

export type DesktopPermission = NotificationPermission | 'unsupported';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

export function desktopPermission(): DesktopPermission {
  return supported() ? Notification.permission : 'unsupported';
}

const listeners = new Set<() => void>();

/** Must run inside a click handler: browsers ignore permission prompts without a user gesture. */
export async function requestDesktopPermission(): Promise<DesktopPermission> {
  if (!supported()) return 'unsupported';
  const result = await Notification.requestPermission();
  listeners.forEach((l) => l());
  return result;
}

export function useDesktopPermission(): DesktopPermission {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    desktopPermission,
    () => 'unsupported' as const,
  );
}

/**
 * Shown only when the tab is hidden, since a visible tab already has the toast; `whenVisible`
 * for notices no toast repeats (an admin's reply reaching a founder's dashboard).
 */
export function showDesktopNotice(
  title: string,
  body: string,
  tag?: string,
  { whenVisible = false }: { whenVisible?: boolean } = {},
): void {
  if (desktopPermission() !== 'granted') return;
  if (!whenVisible && document.visibilityState === 'visible') return;
  try {
    const notice = new Notification(title, { body, tag, icon: '/favicon.svg' });
    notice.onclick = () => {
      window.focus();
      notice.close();
    };
  } catch {
    // Some platforms (Android Chrome) only allow notices from a service worker.
  }
}
