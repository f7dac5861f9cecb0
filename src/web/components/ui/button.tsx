import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '~/web/lib/utils';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        brand: 'bg-brand text-brand-foreground hover:brightness-90',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border bg-background hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-foreground underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 rounded-md px-3',
        lg: 'h-11 rounded-md px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

/**
 * `busy` (a write is under way) or `aria-disabled`: the button looks and acts disabled but keeps
 * focus. A `disabled` button under the keyboard user's focus drops it to the page's start, as
 * when a write starts or when its action has emptied the selection it worked on.
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  busy = false,
  onClick,
  ...props
}: ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean; busy?: boolean }) {
  const Comp = asChild ? Slot.Root : 'button';
  const inert = busy || props['aria-disabled'] === true || props['aria-disabled'] === 'true';
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), inert && 'pointer-events-none opacity-60', className)}
      {...props}
      aria-disabled={inert || undefined}
      // Cancelling the click also stops the form submit that Enter or a click would start.
      onClick={inert ? (e: MouseEvent<HTMLButtonElement>) => e.preventDefault() : onClick}
    />
  );
}
