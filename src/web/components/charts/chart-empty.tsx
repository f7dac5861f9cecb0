import type { ReactNode } from 'react';
import { cn } from '~/web/lib/utils';

/** Stands where a chart would be drawn when there is nothing to draw; `className`: its height. */
export function ChartEmpty({ className, children }: { className: string; children: ReactNode }) {
  return (
    <p
      className={cn(
        'flex items-center justify-center rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground',
        className,
      )}
    >
      {children}
    </p>
  );
}
