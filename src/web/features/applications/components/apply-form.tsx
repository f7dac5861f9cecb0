import { ChevronLeft, ChevronRight, Loader2, Send } from 'lucide-react';
import { useMemo, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { fileFields, type FileField } from '~/shared/application-files';
import { applicationSteps, launchDateBounds } from '~/shared/schemas/applications';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent } from '~/web/components/ui/card';
import { stepCount, stepFields } from '../fields';
import { useApplyForm, type ApplyFormMode } from '../use-apply-form';
import { useSwipe } from '../use-swipe';
import { ApplyField } from './apply-field';
import { FileInput } from './file-input';
import { StepProgress } from './step-progress';

export function ApplyForm({
  mode,
  lockedFields = [],
  storedFiles = {},
  submitLabel = 'Submit Application',
}: {
  /** Another use of the same form (resubmitting after a request for changes). */
  mode?: ApplyFormMode;
  lockedFields?: readonly string[];
  storedFiles?: Partial<Record<FileField, boolean>>;
  submitLabel?: string;
} = {}) {
  const { headingRef, ...apply } = useApplyForm(mode);
  const { form, step, next, submit } = apply;
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const dateBounds = useMemo(() => launchDateBounds(), []);
  const last = step === stepCount - 1;
  const swipe = useSwipe({ onLeft: () => void next(), onRight: apply.previous });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Enter in a field before the last step means Next, never an early submit.
    void (last ? submit() : next());
  };

  return (
    <Card className="scroll-mt-24 overflow-hidden" {...swipe} data-testid="apply-card">
      <CardContent className="grid gap-6 p-4 pt-6 sm:p-8">
        {apply.sentTo && (
          <div
            role="status"
            className="grid gap-2 rounded-md border border-emerald-600/40 bg-emerald-50 px-4 py-3 text-sm text-emerald-950 dark:bg-emerald-950/40 dark:text-emerald-50"
          >
            <p className="font-semibold">Your application was received.</p>
            <p>
              What happens next: our team reviews every application and replies by e-mail, whatever the
              outcome. A confirmation e-mail was sent to <strong className="break-all">{apply.sentTo}</strong>
              .
            </p>
            <p className="flex flex-wrap items-center justify-between gap-2">
              <a href="/faq" className="font-medium underline underline-offset-4">
                Read how the review works in the FAQ
              </a>
              <Button type="button" variant="ghost" size="sm" onClick={apply.dismissSent}>
                Dismiss
              </Button>
            </p>
          </div>
        )}
        <StepProgress step={step} />
        {apply.restored && (
          <div
            role="status"
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm"
          >
            <span>We restored your saved draft. Files are not kept in drafts; please choose them again.</span>
            <span className="flex gap-2">
              <Button type="button" variant="ghost" size="sm" onClick={apply.dismissRestored}>
                Dismiss
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={apply.startOver}>
                Start over
              </Button>
            </span>
          </div>
        )}
        <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-labelledby="apply-step-title">
          <div className="grid gap-1">
            <h2
              id="apply-step-title"
              ref={headingRef}
              tabIndex={-1}
              className="text-xl font-semibold tracking-tight outline-none sm:text-2xl"
            >
              {applicationSteps[step]!.title}
            </h2>
            <p className="text-sm text-muted-foreground">
              Fields marked <span aria-hidden>*</span>
              <span className="sr-only">with an asterisk</span> are required.
            </p>
          </div>
          <div className="grid gap-5 sm:grid-cols-2" key={step}>
            {stepFields[step]!.map((def) => (
              <div key={def.name} className={def.kind === 'textarea' ? 'sm:col-span-2' : undefined}>
                <ApplyField
                  def={def}
                  register={form.register}
                  error={errors[def.name]?.message}
                  value={values[def.name]}
                  dateBounds={dateBounds}
                  readOnly={lockedFields.includes(def.name)}
                />
              </div>
            ))}
          </div>
          {step === 0 && (
            <fieldset className="grid gap-5 border-t pt-5">
              <legend className="float-left mb-1 w-full text-lg font-semibold">Company Assets</legend>
              <div className="grid gap-5">
                {(Object.keys(fileFields) as FileField[]).map((field) => (
                  <FileInput
                    key={field}
                    field={field}
                    file={apply.files[field]}
                    error={apply.fileErrors[field]}
                    onChange={(file, error) => apply.setFile(field, file, error)}
                    stored={storedFiles[field]}
                  />
                ))}
              </div>
            </fieldset>
          )}
          <div className="grid gap-3 border-t pt-5">
            {/* Always mounted, so screen readers announce the retry note when it appears. */}
            <p role="status" className={apply.retryNote ? 'text-sm text-muted-foreground' : 'sr-only'}>
              {apply.retryNote}
            </p>
            {apply.limitNote && (
              <p
                data-testid="apply-limit-note"
                className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
              >
                {apply.limitNote}
              </p>
            )}
            <div className="flex items-center justify-between gap-3">
              <Button
                type="button"
                variant="outline"
                onClick={apply.previous}
                disabled={step === 0 || apply.submitting}
              >
                <ChevronLeft aria-hidden />
                Previous
              </Button>
              {last ? (
                <Button
                  key="submit"
                  type="submit"
                  variant="brand"
                  disabled={apply.submitting}
                  aria-busy={apply.submitting}
                >
                  {apply.submitting ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
                  {apply.submitting ? 'Submitting...' : submitLabel}
                </Button>
              ) : (
                <Button key="next" type="submit" variant="brand">
                  Next
                  <ChevronRight aria-hidden />
                </Button>
              )}
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
