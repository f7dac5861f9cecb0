import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/**
 * Previous/Next with a polite summary ('12 users · page 1 of 3'); pages count from 1. A list
 * whose last page is not known (`pageCount` null: its total was capped) says 'page x' and
 * offers Next as `hasNext` says.
 */
export function Pagination({
  page,
  pageCount,
  hasNext,
  summary,
  onPage,
}: {
  page: number;
  pageCount: number | null;
  /** Whether a page follows, when `pageCount` is null. */
  hasNext?: boolean;
  /** Said before 'page x of y', e.g. '12 users'. */
  summary?: string;
  onPage(page: number): void;
}) {
  const pages = pageCount === null ? null : Math.max(1, pageCount);
  const current = pages === null ? page : Math.min(page, pages);
  const nextDisabled = pages === null ? !hasNext : page >= pages;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p aria-live="polite" className="text-muted-foreground">
        {summary ? `${summary} · ` : ''}page {current}
        {pages === null ? '' : ` of ${pages}`}
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={nextDisabled} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
