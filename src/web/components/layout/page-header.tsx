import type { ReactNode } from 'react';

/** A screen's title (its h1) and the sentence under it that says what the screen is for. */
export function PageHeader({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
    </div>
  );
}
