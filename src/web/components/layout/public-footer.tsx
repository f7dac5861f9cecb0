import { Link } from 'react-router';
import { usePublicConfig } from '~/web/lib/public-config';
import { Logo } from './public-header';

const programmeLinks = [
  ['/apply', 'Apply'],
  ['/companies', 'Companies'],
  ['/faq', 'FAQ'],
  ['/transparency', 'Transparency'],
] as const;

export function PublicFooter() {
  const { data } = usePublicConfig();
  // Only the links the operator configured (LINK_* variables); none by default.
  const outbound = data
    ? [
        { href: data.links.videoChannel, label: 'Education Videos' },
        { href: data.links.launchApp, label: 'Launch App' },
        { href: data.links.governance, label: 'Governance' },
        { href: data.links.donate, label: 'Donate' },
      ].filter((l): l is { href: string; label: string } => !!l.href)
    : [];
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div className="space-y-2">
          <Logo />
          <p className="text-sm text-muted-foreground">
            A 100-day, equity-based incubator for Web3 startups building on Avalanche.
          </p>
        </div>
        <nav aria-label="Site" className="flex flex-col gap-2 text-sm">
          <h2 className="font-semibold">Programme</h2>
          {programmeLinks.map(([to, label]) => (
            <Link key={to} className="text-muted-foreground hover:text-foreground" to={to}>
              {label}
            </Link>
          ))}
        </nav>
        {outbound.length > 0 && (
          <nav aria-label="Community" className="flex flex-col gap-2 text-sm">
            <h2 className="font-semibold">Community</h2>
            {outbound.map((l) => (
              <a
                key={l.label}
                href={l.href}
                target="_blank"
                rel="noopener noreferrer"
                className="text-muted-foreground hover:text-foreground"
              >
                {l.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ))}
          </nav>
        )}
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} Hatchery. Built on Avalanche.
      </p>
    </footer>
  );
}
