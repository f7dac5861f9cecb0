import type { ReactNode } from 'react';
import { useDocumentTitle } from '~/web/lib/use-document-title';
import { cn } from '~/web/lib/utils';
import { PageHeader } from './page-header';

/**
 * An admin screen: its PageHeader, whose title is also the tab's title, then its content, in a
 * centred column (`className`: its width and spacing).
 */
export function Screen({
  title,
  intro,
  actions,
  className,
  children,
}: {
  title: string;
  /** The sentence under the title that says what the screen is for. */
  intro: ReactNode;
  actions?: ReactNode;
  className: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className={cn('mx-auto', className)}>
      <PageHeader title={title} actions={actions}>
        {intro}
      </PageHeader>
      {children}
    </div>
  );
}
