import { useEffect, useState } from 'react';

const TRIGGERS = ['pointerdown', 'keydown'] as const;

/**
 * True after the first interaction, or `delayMs` after mount, whichever comes first. For UI
 * that is never needed for the first paint, such as the toast viewport.
 */
export function useDeferredMount(delayMs = 3000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const go = () => setReady(true);
    const timer = window.setTimeout(go, delayMs);
    for (const t of TRIGGERS) window.addEventListener(t, go, { once: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const t of TRIGGERS) window.removeEventListener(t, go);
    };
  }, [ready, delayMs]);
  return ready;
}
