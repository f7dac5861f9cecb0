import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '~/web/lib/utils';

/** Typography of a guide page: headings, paragraphs, lists, code and links without a plugin. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'max-w-3xl space-y-4 leading-relaxed',
        '[&_h2]:mt-8 [&_h2]:scroll-mt-20 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight',
        '[&_h3]:mt-6 [&_h3]:font-semibold',
        '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
        '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_code]:break-words',
        '[&_a]:font-medium [&_a]:underline [&_a]:underline-offset-4',
        '[&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:py-1.5 [&_th]:pr-3 [&_th]:text-left [&_td]:border-b [&_td]:py-1.5 [&_td]:pr-3 [&_td]:align-top',
        className,
      )}
    >
      {children}
    </div>
  );
}

/**
 * A screenshot the e2e suite takes (tests/e2e/docs.spec.ts with UPDATE_DOC_SHOTS=1) of the real
 * screen, served from src/web/public/docs-shots.
 */
export function Shot({ name, alt, caption }: { name: string; alt: string; caption?: ReactNode }) {
  return (
    <figure className="my-6 space-y-2">
      <img
        src={`/docs-shots/${name}.png`}
        alt={alt}
        loading="lazy"
        decoding="async"
        className="w-full rounded-lg border bg-muted shadow-sm"
      />
      {caption && <figcaption className="text-sm text-muted-foreground">{caption}</figcaption>}
    </figure>
  );
}

/** A link to another guide page (or the API reference: `to="api"`). */
export function DocLink({ to, children }: { to: string; children: ReactNode }) {
  return <Link to={`/docs/${to}`}>{children}</Link>;
}

export function Note({ children }: { children: ReactNode }) {
  return (
    <div role="note" className="rounded-lg border-l-4 border-brand bg-muted/50 px-4 py-3 text-sm">
      {children}
    </div>
  );
}
