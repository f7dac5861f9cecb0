import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** Previous/Next with a polite summary ('12 users · page 1 of 3'); pages count from 1. */
export function Pagination({
  page,
  pageCount,
  summary,
  onPage,
}: {
  page: number;
  pageCount: number;
  /** Said before 'page x of y', e.g. '12 users'. */
  summary?: string;
  onPage(page: number): void;
}) {
  const pages = Math.max(1, pageCount);
  const current = Math.min(page, pages);
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p aria-live="polite" className="text-muted-foreground">
        {summary ? `${summary} · ` : ''}page {current} of {pages}
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

/** '1 user', '12 users'. */
export const countOf = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
