import { useEffect, useEffectEvent, useMemo, type ReactNode } from 'react';
import type { AbiFunction } from 'viem';
import { z } from 'zod';
import { functionSignature } from '~/shared/abi';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { Form, useZodForm } from '~/web/components/ui/form';
import { Input } from '~/web/components/ui/input';
import { emptyValue, parseArgs, tokenAmountToUnits, type InputValue } from '../abi-inputs';
import { ParamField } from './param-field';

export interface FunctionCall {
  fn: AbiFunction;
  args: unknown[];
  /** Wei, payable functions only. */
  value: bigint | undefined;
}

/**
 * The call's form values read by the ABI: the first input at fault gets the message, and the value
 * is read only once the inputs are (one error at a time, on the field at fault).
 */
function callSchema(fn: AbiFunction) {
  return (
    z
      // The args are InputValue trees: typed unknown here, as react-hook-form's paths cannot expand a recursive type.
      .object({ args: z.array(z.unknown()), value: z.string() })
      .transform((v, ctx): Omit<FunctionCall, 'fn'> => {
        const parsed = parseArgs(fn.inputs, v.args as InputValue[]);
        if (!parsed.ok) {
          ctx.addIssue({ code: 'custom', path: ['args', ...parsed.path], message: parsed.error });
          return z.NEVER;
        }
        if (fn.stateMutability !== 'payable' || !v.value.trim())
          return { args: parsed.value, value: undefined };
        const units = tokenAmountToUnits(v.value, 18);
        if (!units.ok) {
          ctx.addIssue({ code: 'custom', path: ['value'], message: units.error });
          return z.NEVER;
        }
        return { args: parsed.value, value: BigInt(units.value) };
      })
  );
}

/**
 * A function's inputs (and a value field when payable) with the submit button; parsing errors are
 * shown on the field at fault before anything reaches the chain.
 */
export function FunctionForm({
  fn,
  isAdmin,
  action,
  busy,
  onSubmit,
  children,
  symbol,
  onStale,
}: {
  fn: AbiFunction;
  isAdmin: boolean;
  action: string;
  busy: boolean;
  onSubmit: (call: FunctionCall) => void;
  children?: ReactNode;
  symbol?: string;
  /** Inputs changed or a new input error appeared: the result shown below no longer applies. */
  onStale?: () => void;
}) {
  const signature = functionSignature(fn);
  const schema = useMemo(() => callSchema(fn), [fn]);
  const form = useZodForm(schema, { defaultValues: { args: fn.inputs.map(emptyValue), value: '' } });
  const valueError = form.formState.errors.value?.message;
  const payable = fn.stateMutability === 'payable';
  const headingId = `fn-${signature.replace(/[^a-zA-Z0-9]/g, '-')}`;
  const stale = useEffectEvent(() => onStale?.());

  useEffect(() => {
    // Any input edited, an array item added or removed (registering an input changes no value).
    let last = JSON.stringify(form.getValues());
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const now = JSON.stringify(values);
        if (now === last) return;
        last = now;
        stale();
      },
    });
  }, [form]);

  return (
    <section aria-labelledby={headingId} className="rounded-lg border bg-card p-4">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="font-mono text-sm font-semibold break-all">
          {signature}
        </h2>
        {isAdmin && <Badge variant="brand">Admin</Badge>}
        {payable && <Badge variant="outline">payable</Badge>}
        {fn.outputs.length > 0 && (
          <span className="font-mono text-xs text-muted-foreground">
            → {fn.outputs.map((o) => o.type).join(', ')}
          </span>
        )}
      </div>
      <Form
        form={form}
        onSubmit={(call) => onSubmit({ fn, ...call })}
        onInvalid={() => onStale?.()}
        className="space-y-3"
      >
        {fn.inputs.map((input, i) => (
          <ParamField key={i} param={input} label={input.name || `Argument ${i + 1}`} name={`args.${i}`} />
        ))}
        {payable && (
          <div className="grid gap-1.5">
            <label htmlFor={`${headingId}-value`} className="text-sm font-medium">
              Value ({symbol ?? 'native token'})
            </label>
            <Input
              id={`${headingId}-value`}
              {...form.register('value')}
              placeholder="0.0"
              inputMode="decimal"
              aria-invalid={valueError ? true : undefined}
            />
            {valueError && <p className="text-sm font-medium text-destructive">{valueError}</p>}
          </div>
        )}
        <Button type="submit" size="sm" disabled={busy}>
          {action}
          <span className="sr-only"> {fn.name}</span>
        </Button>
      </Form>
      {children}
    </section>
  );
}
