import { useRef, type TouchEvent } from 'react';

/** Spec section 9: a horizontal swipe of more than 50 px changes the step. */
export const SWIPE_THRESHOLD = 50;

/** Touch handlers: a mostly horizontal swipe past the threshold calls onLeft or onRight. */
export function useSwipe({ onLeft, onRight }: { onLeft(): void; onRight(): void }) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const last = useRef<{ x: number; y: number } | null>(null);

  const point = (e: TouchEvent) => {
    const t = e.touches[0] ?? e.changedTouches[0];
    return t ? { x: t.clientX, y: t.clientY } : null;
  };

  return {
    onTouchStart(e: TouchEvent) {
      start.current = e.touches.length === 1 ? point(e) : null;
      last.current = start.current;
    },
    onTouchMove(e: TouchEvent) {
      if (start.current) last.current = point(e);
    },
    onTouchEnd(e: TouchEvent) {
      const from = start.current;
      const to = point(e) ?? last.current;
      start.current = null;
      if (!from || !to) return;
      const dx = to.x - from.x;
      const dy = to.y - from.y;
      // Vertical scrolling must not turn pages.
      if (Math.abs(dx) <= SWIPE_THRESHOLD || Math.abs(dx) <= Math.abs(dy)) return;
      if (dx < 0) onLeft();
      else onRight();
    },
    onTouchCancel() {
      start.current = null;
    },
  };
}
