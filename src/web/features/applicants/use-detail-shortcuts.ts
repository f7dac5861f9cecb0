import { useEffect, useRef } from 'react';

/** The detail view's keys, in the order the '?' dialog lists them. */
export const detailShortcuts = [
  { key: 'j', label: 'Next application in the list' },
  { key: 'k', label: 'Previous application in the list' },
  { key: 'm', label: 'Mark as read / unread' },
  { key: '?', label: 'Show these shortcuts' },
] as const;

export type DetailShortcutKey = (typeof detailShortcuts)[number]['key'];

/** Typing in a field, or a dialog being open, leaves the keys to what has focus. */
function ignored(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  return !!document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]');
}

/** j / k / m / ? on the whole page, each calling its handler (the latest one given). */
export function useDetailShortcuts(handlers: Record<DetailShortcutKey, () => void>): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (ignored(event)) return;
      const key = detailShortcuts.find((s) => s.key === event.key)?.key;
      if (!key) return;
      event.preventDefault();
      latest.current[key]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
