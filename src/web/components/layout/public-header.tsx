import { Menu, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '~/web/components/ui/button';
import { useSessionHint } from '~/web/lib/session-hint';
import { cn } from '~/web/lib/utils';
import { ThemeToggle } from './theme-toggle';

export const publicNav = [
  { to: '/', label: 'Home' },
  { to: '/companies', label: 'Companies' },
  { to: '/incubator', label: 'Incubator' },
  { to: '/faq', label: 'FAQ' },
  { to: '/transparency', label: 'Transparency' },
];

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 font-semibold tracking-tight">
      <svg aria-hidden viewBox="0 0 32 32" className="size-7">
        <rect width="32" height="32" rx="7" fill="#E84142" />
        <path d="M16 6 26 24H6Z" fill="#fff" />
      </svg>
      <span>Hatchery</span>
    </Link>
  );
}

/**
 * `account`: the signed-in account menu, shown instead of 'Log In' while the session hint is set
 * or `signedIn` says the session is known (a page the server drew for a signed-in visitor).
 * The layout passes it in (a lazy chunk), so this header never pulls in auth code itself.
 */
export function PublicHeader({
  account,
  signedIn: known = false,
}: {
  account?: ReactNode;
  signedIn?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const hinted = useSessionHint();
  const signedIn = (hinted || known) && account !== undefined;
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent',
      isActive ? 'text-foreground' : 'text-muted-foreground',
    );

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {publicNav.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={linkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          {signedIn ? (
            account
          ) : (
            <Button variant="ghost" asChild className="hidden sm:inline-flex">
              <Link to="/auth">Log In</Link>
            </Button>
          )}
          <Button variant="brand" asChild>
            <Link to="/apply">Apply</Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
      </div>
      {open && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t px-4 py-2 md:hidden">
          {[...publicNav, ...(signedIn ? [] : [{ to: '/auth', label: 'Log In' }])].map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === '/'}
              className={(s) => cn(linkClass(s), 'block')}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
      )}
    </header>
  );
}
