import { Badge } from '~/web/components/ui/badge';

/** Marks a figure that is an example, not a measurement. */
export function IllustrativeBadge() {
  return (
    <Badge variant="outline" className="border-dashed font-medium text-muted-foreground">
      Illustrative
    </Badge>
  );
}
