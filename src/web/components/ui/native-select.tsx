import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '~/web/lib/utils';
import { busyHandlers } from './busy';

/**
 * A styled native <select>: the platform picker on phones, and plain form semantics. `busy` (its
 * write is under way): it looks and acts disabled but keeps focus, as Button's `busy` does.
 */
export function NativeSelect({
  className,
  children,
  busy = false,
  ...props
}: ComponentProps<'select'> & { busy?: boolean }) {
  return (
    <div className="relative">
      <select
        className={cn(
          'flex h-10 w-full min-w-0 appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base shadow-xs disabled:cursor-not-allowed disabled:opacity-60 md:text-sm',
          'aria-invalid:border-destructive',
          busy && 'cursor-not-allowed opacity-60',
          className,
        )}
        {...props}
        {...(busy ? busyHandlers : undefined)}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
      />
    </div>
  );
}

/** An <option> for each item: its value (the item itself unless `value` says), its text by `label`. */
export function Options<T>({
  items,
  value = String,
  label,
}: {
  items: readonly T[] | undefined;
  value?: (item: T) => string;
  label: (item: T) => ReactNode;
}) {
  return items?.map((item) => (
    <option key={value(item)} value={value(item)}>
      {label(item)}
    </option>
  ));
}
