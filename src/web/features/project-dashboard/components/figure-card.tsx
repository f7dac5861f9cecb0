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

/** A labelled progress bar; the label is the accessible name. */
export function Meter({ label, percent }: { label: string; percent: number }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
    </div>
  );
}
