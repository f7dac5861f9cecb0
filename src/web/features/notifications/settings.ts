import { useSyncExternalStore } from 'react';

/** Spec section 3: kept in the browser; section 9 defaults. */
export interface NotificationSettings {
  enabled: boolean;
  soundEnabled: boolean;
  /** 0 to 1. */
  volume: number;
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  enabled: true,
  soundEnabled: true,
  volume: 0.5,
};

export const NOTIFICATION_SETTINGS_KEY = 'hatchery-notification-settings';

/** Whatever is stored (possibly hand-edited or from an older version) becomes valid settings. */
export function parseNotificationSettings(raw: string | null): NotificationSettings {
  if (!raw) return DEFAULT_NOTIFICATION_SETTINGS;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_NOTIFICATION_SETTINGS;
  }
  if (!value || typeof value !== 'object') return DEFAULT_NOTIFICATION_SETTINGS;
  const v = value as Record<string, unknown>;
  const d = DEFAULT_NOTIFICATION_SETTINGS;
  const volume = typeof v.volume === 'number' && Number.isFinite(v.volume) ? v.volume : d.volume;
  return {
    enabled: typeof v.enabled === 'boolean' ? v.enabled : d.enabled,
    soundEnabled: typeof v.soundEnabled === 'boolean' ? v.soundEnabled : d.soundEnabled,
    volume: Math.min(1, Math.max(0, volume)),
  };
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: NotificationSettings = DEFAULT_NOTIFICATION_SETTINGS;

function readRaw(): string | null {
  try {
    return localStorage.getItem(NOTIFICATION_SETTINGS_KEY);
  } catch {
    return null;
  }
}

export function getNotificationSettings(): NotificationSettings {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseNotificationSettings(raw);
  }
  return cached;
}

export function saveNotificationSettings(patch: Partial<NotificationSettings>): void {
  const next = parseNotificationSettings(JSON.stringify({ ...getNotificationSettings(), ...patch }));
  try {
    localStorage.setItem(NOTIFICATION_SETTINGS_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the change lasts for this page only.
    cachedRaw = JSON.stringify(next);
    cached = next;
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed them.
  const onStorage = (e: StorageEvent) => {
    if (e.key === NOTIFICATION_SETTINGS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useNotificationSettings(): NotificationSettings {
  return useSyncExternalStore(subscribe, getNotificationSettings, () => DEFAULT_NOTIFICATION_SETTINGS);
}
