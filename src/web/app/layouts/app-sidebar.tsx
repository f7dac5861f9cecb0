import { PanelLeft, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, type CSSProperties } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '~/web/components/ui/button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '~/web/components/ui/tooltip';
import { cn } from '~/web/lib/utils';
import { adminGroup, footerItems, mainGroup, type NavItem } from '~/web/components/sidebar/nav-items';
import { useSidebar } from '~/web/components/sidebar/sidebar-context';
import {
  activeEntry,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
  unreadBadge,
} from '~/web/components/sidebar/sidebar-state';
import type { Urgency } from '~/shared/schemas/applicants';

const urgencyBadge: Record<Urgency, { className: string; label: string }> = {
  urgent: { className: 'bg-brand text-brand-foreground ring-2 ring-brand/40', label: ', urgent' },
  high: { className: 'bg-amber-400 text-black', label: ', high priority' },
  normal: { className: 'bg-primary text-primary-foreground', label: '' },
};

const allItems = [...mainGroup.items, ...adminGroup.items, ...footerItems];

const allMatches = allItems.map((i) => i.match ?? i.to);

function NavLinkItem({
  item,
  collapsed,
  count,
  urgency = 'normal',
}: {
  item: NavItem;
  collapsed: boolean;
  count?: number;
  urgency?: Urgency;
}) {
  const { pathname } = useLocation();
  const match = item.match ?? item.to;
  // Only one entry is highlighted: the most specific active match.
  const active = activeEntry(pathname, allMatches) === match;
  const badge = item.badge ? unreadBadge(count) : null;
  const Icon = item.icon;
  const link = (
    <Link
      to={item.to}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'relative flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium text-sidebar-foreground/80 transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
        active && 'bg-sidebar-accent text-sidebar-accent-foreground',
        collapsed && 'justify-center px-0',
      )}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      <span className={cn('truncate', collapsed && 'sr-only')}>{item.label}</span>
      {badge && (
        <span
          className={cn(
            'ml-auto rounded-full px-1.5 text-xs font-semibold',
            urgencyBadge[urgency].className,
            collapsed && 'absolute -top-1 -right-1 ml-0 px-1 text-[10px]',
          )}
        >
          {badge}
          <span className="sr-only"> unread{urgencyBadge[urgency].label}</span>
        </span>
      )}
    </Link>
  );
  return (
    <li>
      {collapsed ? (
        // Icon mode: the label is still in the link for screen readers; sighted users get a tooltip.
        <Tooltip>
          <TooltipTrigger asChild>{link}</TooltipTrigger>
          <TooltipContent side="right">{item.label}</TooltipContent>
        </Tooltip>
      ) : (
        link
      )}
    </li>
  );
}

/** One unread badge; the layout supplies them so this shell knows no feature. */
export interface SidebarBadge {
  unread?: number;
  urgency?: Urgency;
}

export type SidebarBadges = Partial<Record<NonNullable<NavItem['badge']>, SidebarBadge>>;

/** The Hatchery logo mark (decoration: the link around it carries the name). */
export function HatcheryMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 32 32" className={cn('shrink-0', className)}>
      <rect width="32" height="32" rx="7" fill="#E84142" />
      <path d="M16 6 26 24H6Z" fill="#fff" />
    </svg>
  );
}

function SidebarBody({ collapsed, badges }: { collapsed: boolean; badges: SidebarBadges }) {
  return (
    <div className="flex h-full flex-col gap-2">
      <div
        className={cn(
          'flex h-14 items-center border-b border-sidebar-border px-3',
          collapsed && 'justify-center px-0',
        )}
      >
        <Link to="/dashboard" className="flex items-center gap-2 font-semibold tracking-tight">
          <HatcheryMark className="size-7" />
          <span className={cn(collapsed && 'sr-only')}>Hatchery</span>
        </Link>
      </div>
      <div className="flex-1 overflow-y-auto px-2">
        {[mainGroup, adminGroup].map((group) => (
          <section key={group.label} aria-labelledby={`sidebar-group-${group.label}`} className="py-2">
            <h2
              id={`sidebar-group-${group.label}`}
              className={cn(
                'px-2.5 pb-1 text-xs font-medium text-sidebar-foreground/70',
                collapsed && 'sr-only',
              )}
            >
              {group.label}
            </h2>
            <ul className="grid gap-0.5">
              {group.items.map((item) => (
                <NavLinkItem
                  key={item.to}
                  item={item}
                  collapsed={collapsed}
                  count={item.badge ? badges[item.badge]?.unread : undefined}
                  urgency={item.badge ? badges[item.badge]?.urgency : undefined}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
      <ul className="grid gap-0.5 border-t border-sidebar-border px-2 py-2">
        {footerItems.map((item) => (
          <NavLinkItem key={item.to} item={item} collapsed={collapsed} />
        ))}
      </ul>
    </div>
  );
}

/** Desktop: a rail that collapses to icons (3rem). Below 768 px: an 18rem off-canvas drawer. */
export function AppSidebar({ badges = {} }: { badges?: SidebarBadges }) {
  const { open, isMobile, openMobile, setOpenMobile } = useSidebar();
  const { pathname } = useLocation();
  useEffect(() => setOpenMobile(false), [pathname, setOpenMobile]);

  if (isMobile) {
    return (
      <DialogPrimitive.Root open={openMobile} onOpenChange={setOpenMobile}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <DialogPrimitive.Content
            aria-describedby={undefined}
            style={{ width: SIDEBAR_WIDTH_MOBILE }}
            className="fixed inset-y-0 left-0 z-50 bg-sidebar text-sidebar-foreground shadow-lg"
          >
            <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
            <nav aria-label="Dashboard" className="h-full">
              <SidebarBody collapsed={false} badges={badges} />
            </nav>
            <DialogPrimitive.Close className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md opacity-70 hover:bg-sidebar-accent hover:opacity-100">
              <X aria-hidden className="size-4" />
              <span className="sr-only">Close navigation</span>
            </DialogPrimitive.Close>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    );
  }

  return (
    <nav
      aria-label="Dashboard"
      data-state={open ? 'expanded' : 'collapsed'}
      style={{ width: open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON } as CSSProperties}
      className="sticky top-0 h-svh shrink-0 border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200"
    >
      <TooltipProvider>
        <SidebarBody collapsed={!open} badges={badges} />
      </TooltipProvider>
    </nav>
  );
}

export function SidebarTrigger({ className }: { className?: string }) {
  const { toggle, open, isMobile, openMobile } = useSidebar();
  const expanded = isMobile ? openMobile : open;
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-9 shrink-0', className)}
      onClick={toggle}
      aria-expanded={expanded}
      aria-label="Toggle sidebar (Ctrl+B)"
      aria-keyshortcuts="Control+B Meta+B"
    >
      <PanelLeft aria-hidden />
    </Button>
  );
}
