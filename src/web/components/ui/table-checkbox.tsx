import type { ComponentProps } from 'react';
import { cn } from '~/web/lib/utils';
import { busyHandlers } from './busy';

/**
 * A table row's checkbox. Its label is the touch target (WCAG 2.5.8): 44 px square on a phone,
 * 24 px at desktop widths, the box drawn at 16 px inside it. `busy`: as Button's (focus kept,
 * aria-disabled, no toggle until the write ends).
 */
export function TableCheckbox({
  className,
  busy = false,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { busy?: boolean }) {
  return (
    <label className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center align-middle md:size-6">
      <input
        type="checkbox"
        className={cn('size-4 accent-brand', busy && 'opacity-60', className)}
        {...props}
        {...(busy ? busyHandlers : undefined)}
      />
    </label>
  );
}
