import type { KeyboardEvent, SyntheticEvent } from 'react';

const swallow = (e: SyntheticEvent) => e.preventDefault();

/**
 * What a busy select (its write under way) takes instead of `disabled`: focus stays on it, and
 * no pointer, key or change reaches it until the write ends, except Tab, which leaves it. A
 * cancelled event also stops Radix's own handler (composed after ours) from opening the list.
 */
export const busyHandlers = {
  'aria-disabled': true,
  onPointerDown: swallow,
  onMouseDown: swallow,
  onClick: swallow,
  onKeyDown: (e: KeyboardEvent) => {
    if (e.key !== 'Tab') e.preventDefault();
  },
  onChange: swallow,
} as const;
