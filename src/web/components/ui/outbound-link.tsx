import { ExternalLink } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '~/web/lib/utils';

/**
 * A link that leaves the app: it opens in a new tab, shows the external-link icon (as large as the
 * link's text) and tells screen readers where it goes with `note`.
 */
export function OutboundLink({
  note = '(opens in a new tab)',
  className,
  children,
  ...props
}: Omit<ComponentProps<'a'>, 'target'> & {
  /** Read after the link's text by screen readers only. */
  note?: string;
}) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex items-center gap-1', className)}
      {...props}
    >
      {children}
      <ExternalLink aria-hidden className="size-[1em] shrink-0" />
      <span className="sr-only">{note}</span>
    </a>
  );
}
