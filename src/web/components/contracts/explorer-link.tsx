import type { ComponentProps } from 'react';
import { OutboundLink } from '~/web/components/ui/outbound-link';
import { cn } from '~/web/lib/utils';

/**
 * An address or transaction hash linked into its network's explorer, or plain text when there is no
 * link (`href` null: the network has no explorer, as a local chain): no link, no icon and no
 * "opens the explorer" note, since nothing would open.
 */
export function ExplorerLink({
  href,
  note = '(opens the explorer)',
  className,
  title,
  children,
}: {
  href: string | null;
  note?: string;
  className?: string;
  title?: string;
  children: ComponentProps<'a'>['children'];
}) {
  if (!href)
    return (
      <span className={cn(className, 'no-underline hover:no-underline')} title={title}>
        {children}
      </span>
    );
  return (
    <OutboundLink href={href} note={note} className={className} title={title}>
      {children}
    </OutboundLink>
  );
}
