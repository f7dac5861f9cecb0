import type { ComponentProps } from 'react';
import { cn } from '~/web/lib/utils';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-24 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 md:text-sm',
        'aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
