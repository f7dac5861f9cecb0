import { ChevronLeft, ChevronRight, Keyboard } from 'lucide-react';
import type { ApplicantNeighbours } from '~/shared/schemas/applicant-triage';
import { Button } from '~/web/components/ui/button';
import { ButtonLink } from '~/web/components/ui/button-link';

/** Where an application sits in the list it was opened from ('3 of 57'). */
export function positionText(n: ApplicantNeighbours | undefined): string {
  if (!n) return '';
  if (n.position !== null) return `${n.position} of ${n.total}`;
  // Read under 'Unread only', say: it has left the list, next/previous still go on from its place.
  return `${n.total} in the list`;
}

/** Previous / next within the list's filters and order, and the shortcuts button. */
export function DetailNav({
  neighbours,
  stale = false,
  hrefOf,
  onShortcuts,
}: {
  neighbours: ApplicantNeighbours | undefined;
  /** The neighbours are the last application's, shown while this one's load: no step yet. */
  stale?: boolean;
  hrefOf(id: string): string;
  onShortcuts(): void;
}) {
  const step = (id: string | null | undefined, label: string, icon: React.ReactNode, keyHint: string) =>
    id && !stale ? (
      <ButtonLink to={hrefOf(id)} aria-keyshortcuts={keyHint} size="sm" variant="outline">
        {label === 'Previous' && icon}
        {label}
        {label === 'Next' && icon}
      </ButtonLink>
    ) : (
      <Button size="sm" variant="outline" disabled>
        {label === 'Previous' && icon}
        {label}
        {label === 'Next' && icon}
      </Button>
    );
  return (
    <nav aria-label="Applications in this list" className="flex flex-wrap items-center gap-2">
      {step(neighbours?.previousId, 'Previous', <ChevronLeft aria-hidden />, 'k')}
      <span aria-live="polite" className="min-w-16 text-center text-sm text-muted-foreground tabular-nums">
        {positionText(neighbours)}
      </span>
      {step(neighbours?.nextId, 'Next', <ChevronRight aria-hidden />, 'j')}
      <Button size="sm" variant="ghost" onClick={onShortcuts} aria-keyshortcuts="?">
        <Keyboard aria-hidden />
        <span className="sr-only sm:not-sr-only">Shortcuts</span>
      </Button>
    </nav>
  );
}
