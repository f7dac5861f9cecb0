import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '~/web/lib/utils';
import { Input } from './input';

/**
 * A search box with the magnifier drawn inside it. `className` sizes the box (its wrapper); the
 * other props go to the input. The icon lets clicks through to the input.
 */
export function SearchInput({ className, ...input }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type="search" className="pl-9" {...input} />
    </div>
  );
}
