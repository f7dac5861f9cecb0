import type { ReactNode } from 'react';

/**
 * A screen's title (its h1) and the sentence under it that says what the screen is for; `actions`
 * (the screen's buttons) stand beside it, below it on a narrow screen.
 */
export function PageHeader({
  title,
  children,
  actions,
}: {
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const heading = (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
    </div>
  );
  if (!actions) return heading;
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      {heading}
      <div className="flex flex-wrap gap-2">{actions}</div>
    </div>
  );
}
