import { coloredPhases } from '~/shared/enums';
import { phaseLabel } from '~/shared/format';
import { Badge } from '~/web/components/ui/badge';
import { cn } from '~/web/lib/utils';

type ColoredPhase = (typeof coloredPhases)[number];

/** Spec section 4: only the first five phases have colours; every other phase is neutral. */
const phaseColors: Record<ColoredPhase, string> = {
  documentation: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  development: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  testing: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  launch: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  capital_raising: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200',
};

export const isColoredPhase = (phase: string): phase is ColoredPhase =>
  (coloredPhases as readonly string[]).includes(phase);

export function PhaseBadge({
  phase,
  className,
  srPrefix,
  prefix,
}: {
  phase: string;
  className?: string;
  /** Read before the label by screen readers, where other badges sit beside this one. */
  srPrefix?: string;
  /** Shown before the label, e.g. 'Phase:' beside a stage badge of the same value. */
  prefix?: string;
}) {
  const colored = isColoredPhase(phase);
  return (
    <Badge
      variant={colored ? 'secondary' : 'outline'}
      data-phase={phase}
      data-colored={colored}
      className={cn(colored && phaseColors[phase], className)}
    >
      {srPrefix && <span className="sr-only">{srPrefix} </span>}
      {prefix && <span className="font-normal whitespace-pre">{prefix} </span>}
      {phaseLabel(phase)}
    </Badge>
  );
}
