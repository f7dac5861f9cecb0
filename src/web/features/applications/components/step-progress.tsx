import { applicationSteps } from '~/shared/schemas/applications';

/** 'Step n of 6', percent complete (step/6), with Start and Submit at the ends (spec section 2). */
export function StepProgress({ step }: { step: number }) {
  const total = applicationSteps.length;
  const current = step + 1;
  const percent = Math.round((current / total) * 100);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">
          Step {current} of {total}
        </span>
        <span className="text-muted-foreground">{percent}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-label="Application progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Step ${current} of ${total}: ${applicationSteps[step]?.title}`}
        className="h-2 overflow-hidden rounded-full bg-secondary"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden>
        <span>Start</span>
        <span>Submit</span>
      </div>
    </div>
  );
}
