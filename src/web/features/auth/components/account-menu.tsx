import { LayoutDashboard, LogOut, ShieldCheck, UserRound, Users, type LucideIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { roleLabels } from '~/shared/enums';
import { Button } from '~/web/components/ui/button';
import { useAuth } from '../use-auth';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-accent';

/**
 * Spec section 2: e-mail, role label, Project/Team Dashboard only with project access, sign out.
 * `adminLink`: outside the admin shell (the public header), admins also get a way into it.
 */
export function AccountMenu({ adminLink = false }: { adminLink?: boolean }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!auth.user) return null;
  // Non-modal and in place (no portal): a modal menu hides the page with aria-hidden while it
  // leaves it focusable, and a portal puts the menu outside every landmark; axe refuses both.
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Account menu for ${auth.user.email}`}
          // Radix opens on pointerdown and keys; a click with no pointer behind it (detail 0) is
          // the one boot.ts replays when the menu was clicked before React took over the page,
          // or an assistive technology's: it opens the menu too.
          onClick={(e) => e.detail === 0 && setOpen(true)}
        >
          <UserRound aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className="z-50 min-w-56 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        <DropdownMenu.Label className="px-2 py-1.5">
          <span className="block truncate text-sm font-medium">{auth.user.email}</span>
          <span className="block text-xs text-muted-foreground">{roleLabels[auth.role]}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
        {auth.hasProjectAccess && (
          <>
            <MenuLink to="/project-dashboard" icon={LayoutDashboard}>
              Project Dashboard
            </MenuLink>
            <MenuLink to="/team-dashboard" icon={Users}>
              Team Dashboard
            </MenuLink>
            <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
          </>
        )}
        {adminLink && auth.isAdmin && (
          <>
            <MenuLink to="/dashboard" icon={ShieldCheck}>
              Admin area
            </MenuLink>
            <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
          </>
        )}
        <DropdownMenu.Item
          className={itemClass}
          onSelect={() => {
            void auth.signOut().then(() => navigate('/auth'));
          }}
        >
          <LogOut aria-hidden className="size-4" />
          Sign out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

function MenuLink({ to, icon: Icon, children }: { to: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>
        <Icon aria-hidden className="size-4" />
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}
