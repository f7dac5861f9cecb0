import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '~/web/lib/utils';
import { API_SLUG, guidePages } from '../guide';
import { Main } from '~/web/components/layout/page-focus';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-md px-3 py-1.5 text-sm hover:bg-accent focus-visible:bg-accent',
    isActive ? 'bg-accent font-medium text-foreground' : 'text-muted-foreground',
  );

/**
 * The frame of every docs page: the list of pages and the page. In the admin shell (which has its
 * own <main>) it is a plain block; in the public layout it is the page's <main id="main"> (Main).
 */
export function DocsShell({ inAdminShell, children }: { inAdminShell: boolean; children: ReactNode }) {
  const Wrapper = inAdminShell ? 'div' : Main;
  return (
    <Wrapper
      className={cn(
        'mx-auto grid w-full max-w-6xl gap-8 md:grid-cols-[13rem_minmax(0,1fr)]',
        !inAdminShell && 'px-4 py-10',
      )}
    >
      <nav aria-label="Documentation" className="md:sticky md:top-20 md:self-start">
        <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Guide</p>
        <ul className="grid gap-0.5">
          <li>
            <NavLink to="/docs" end className={linkClass}>
              Overview
            </NavLink>
          </li>
          {guidePages.map((p) => (
            <li key={p.slug}>
              <NavLink to={`/docs/${p.slug}`} className={linkClass}>
                {p.title}
              </NavLink>
            </li>
          ))}
        </ul>
        <p className="mt-4 mb-2 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Reference
        </p>
        <ul>
          <li>
            <NavLink to={`/docs/${API_SLUG}`} className={linkClass}>
              API reference
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className="min-w-0">{children}</div>
    </Wrapper>
  );
}

/** A page's title block. */
export function DocsHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header className="mb-6 space-y-2">
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      {lead && <p className="text-muted-foreground">{lead}</p>}
    </header>
  );
}
