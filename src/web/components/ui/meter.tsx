import { cn } from '~/web/lib/utils';

/**
 * A labelled progress bar; the label is its accessible name, `valueText` what is read for the value
 * when the percentage alone says too little. `className` sizes the track, `barClassName` colours the
 * fill.
 */
export function Meter({
  label,
  percent,
  valueText,
  className,
  barClassName,
}: {
  label: string;
  percent: number;
  valueText?: string;
  className?: string;
  barClassName?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={cn('h-2 overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn('h-full rounded-full bg-primary', barClassName)}
        style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
      />
    </div>
  );
}
