import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '~/web/components/ui/card';
import { Main } from '~/web/components/layout/page-focus';

/** The one-card page the account screens share: an icon, the page's h1, a note and the content. */
export function AuthCard({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Main className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 py-10">
      <Card>
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-muted">{icon}</div>
          <h1 className="text-2xl font-semibold leading-tight">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        {children && <CardContent className="grid gap-4">{children}</CardContent>}
      </Card>
    </Main>
  );
}
