import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { Button } from './button';

/** A link in the app that looks like a button (a Button rendered as a router Link). */
export function ButtonLink({
  variant,
  size,
  className,
  ...link
}: ComponentProps<typeof Link> & Pick<ComponentProps<typeof Button>, 'variant' | 'size'>) {
  return (
    <Button variant={variant} size={size} className={className} asChild>
      <Link {...link} />
    </Button>
  );
}
