import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '~/web/components/ui/card';

export function FigureCard({
  label,
  value,
  children,
}: {
  label: string;
  value: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li>
      <Card className="h-full">
        <CardHeader className="pb-2">
          <CardDescription>{label}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-2">
          <p className="text-2xl font-semibold tabular-nums">{value}</p>
          {children}
        </CardContent>
      </Card>
    </li>
  );
}
