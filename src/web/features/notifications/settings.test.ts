// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  getNotificationSettings,
  NOTIFICATION_SETTINGS_KEY,
  parseNotificationSettings,
  saveNotificationSettings,
} from './settings';
import { notificationTexts } from './texts';

afterEach(() => localStorage.clear());

describe('notification settings', () => {
  it('defaults to enabled, sound on, volume 0.5 (spec section 9)', () => {
    expect(DEFAULT_NOTIFICATION_SETTINGS).toEqual({ enabled: true, soundEnabled: true, volume: 0.5 });
    expect(getNotificationSettings()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('keeps a change in localStorage and reads it back', () => {
    saveNotificationSettings({ soundEnabled: false, volume: 0.8 });
    expect(JSON.parse(localStorage.getItem(NOTIFICATION_SETTINGS_KEY)!)).toEqual({
      enabled: true,
      soundEnabled: false,
      volume: 0.8,
    });
    expect(getNotificationSettings()).toEqual({ enabled: true, soundEnabled: false, volume: 0.8 });
  });

  it('repairs broken or out-of-range stored values field by field', () => {
    expect(parseNotificationSettings('{oops')).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(parseNotificationSettings('{"enabled":"yes","volume":7}')).toEqual({
      enabled: true,
      soundEnabled: true,
      volume: 1,
    });
    expect(parseNotificationSettings('{"enabled":false,"volume":-1}')).toMatchObject({
      enabled: false,
      volume: 0,
    });
  });
});

describe('notification texts (spec section 8)', () => {
  it('shows a status with spaces and capitalised words', () => {
    expect(notificationTexts.statusUpdatedBody('Acme', 'under_review')).toBe(
      'Acme status changed to Under Review',
    );
    expect(notificationTexts.markedReadBody(3)).toBe('3 applications marked as read successfully.');
    expect(notificationTexts.statusMarkedReadBody('under_review')).toBe(
      'All Under Review applications marked as read.',
    );
    expect(notificationTexts.statusMarkReadFailed('approved')).toBe(
      'Failed to mark Approved applications as read.',
    );
  });
});
