import type { ComponentProps } from 'react';
import { cn } from '~/web/lib/utils';

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-muted md:text-sm',
        'aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
