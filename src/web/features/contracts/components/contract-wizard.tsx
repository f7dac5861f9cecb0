import { DuplicateAddressConfirm } from './duplicate-address-confirm';
import { useEffect, useRef, useState } from 'react';
import { Button } from '~/web/components/ui/button';
import { Form } from '~/web/components/ui/form';
import { lastStep, steps } from '../registration-schema';
import { useRegistration } from '../use-registration';
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
  const [step, setStep] = useState(0);
  // A server refusal jumps back to the step that owns the field.
  const reg = useRegistration({ onFieldErrors: setStep });
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
        <Form
          form={reg.form}
          className="space-y-4"
          // Next checks the steps so far (the schema reads checkedStep); the last step sends.
          onSubmitCapture={() => reg.form.setValue('checkedStep', step)}
          onSubmit={(values) => (step < lastStep ? setStep(step + 1) : reg.submit.send(values))}
        >
          {step === 0 && <NetworkFields reg={reg} />}
          {step === 1 && <AddressFields />}
          {step === 2 && <AbiFields reg={reg} />}
          {step === 3 && <AdminFunctionFields reg={reg} />}
          {step === 4 && (
            <div className="space-y-6">
              <ReviewSummary reg={reg} />
              <ProductFields reg={reg} />
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
            {step < lastStep ? (
              <Button type="submit">Next</Button>
            ) : (
              <Button type="submit" variant="brand" busy={reg.submit.isPending}>
                {reg.submit.isPending ? 'Registering…' : 'Register contract'}
              </Button>
            )}
          </div>
        </Form>
        <DuplicateAddressConfirm reg={reg} />
      </section>
    </div>
  );
}
