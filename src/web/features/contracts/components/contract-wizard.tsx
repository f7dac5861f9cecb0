import { DuplicateAddressConfirm } from './duplicate-address-confirm';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '~/web/components/ui/button';
import { steps, useRegistration } from '../use-registration';
import {
  AbiFields,
  AddressFields,
  AdminFunctionFields,
  NetworkFields,
  ProductFields,
  ReviewSummary,
} from './registration-fields';

/** /contracts/wizard: Network -> Address -> ABI -> Admin functions -> Review, one step at a time. */
export function ContractWizard() {
  const reg = useRegistration();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [shown, setShown] = useState<Record<string, string>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // Focus the step heading on every move so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  // A server refusal jumps back to the step that owns the field.
  useEffect(() => {
    const target = reg.firstErrorStep();
    if (target !== null) {
      setStep(target);
      setShown(reg.stepErrors(target));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to new server errors only
  }, [reg.serverErrors]);

  function next() {
    const errors = reg.stepErrors(step);
    setShown(errors);
    if (Object.keys(errors).length) return;
    setStep((s) => s + 1);
  }

  function submit() {
    const errors = reg.stepErrors(4);
    setShown(errors);
    if (Object.keys(errors).length) return;
    reg.submit.mutate(undefined, {
      onSuccess: (d) => {
        toast.success('Contract registered', { description: `${d.label || d.abiName} on ${d.network.name}` });
        void navigate(`/interfaces/${d.id}`);
      },
      onError: (err) => toast.error('Failed to register contract', { description: err.message }),
    });
  }

  // Errors appear once Next was pressed, and follow the field as it is corrected.
  const live = reg.stepErrors(step);
  const errors = Object.fromEntries(
    Object.keys(shown)
      .filter((k) => live[k])
      .map((k) => [k, live[k]!]),
  );
  return (
    <div className="space-y-6">
      <ol className="flex flex-wrap gap-2 text-sm" aria-label="Steps">
        {steps.map((name, i) => (
          <li
            key={name}
            aria-current={i === step ? 'step' : undefined}
            className={`rounded-full border px-3 py-1 ${i === step ? 'border-foreground font-semibold' : 'text-muted-foreground'}`}
          >
            {i + 1}. {name}
          </li>
        ))}
      </ol>
      <section aria-labelledby="wizard-step" className="space-y-4 rounded-lg border bg-card p-4 sm:p-6">
        <h2 id="wizard-step" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          Step {step + 1} of {steps.length}: {steps[step]}
        </h2>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (step < steps.length - 1) next();
            else submit();
          }}
        >
          {step === 0 && <NetworkFields reg={reg} errors={errors} />}
          {step === 1 && <AddressFields reg={reg} errors={errors} />}
          {step === 2 && <AbiFields reg={reg} errors={errors} />}
          {step === 3 && <AdminFunctionFields reg={reg} errors={errors} />}
          {step === 4 && (
            <div className="space-y-6">
              <ReviewSummary reg={reg} />
              <ProductFields reg={reg} errors={errors} />
            </div>
          )}
          <div className="flex flex-wrap justify-between gap-2 pt-2">
            <Button
              type="button"
              variant="outline"
              disabled={step === 0}
              onClick={() => setStep((s) => s - 1)}
            >
              Back
            </Button>
            {step < steps.length - 1 ? (
              <Button type="submit">Next</Button>
            ) : (
              <Button type="submit" variant="brand" busy={reg.submit.isPending}>
                {reg.submit.isPending ? 'Registering…' : 'Register contract'}
              </Button>
            )}
          </div>
        </form>
        <DuplicateAddressConfirm reg={reg} />
      </section>
    </div>
  );
}
