import { useState, type ReactNode } from 'react';
import type { AbiFunction } from 'viem';
import { functionSignature } from '~/shared/abi';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
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
  const [values, setValues] = useState<InputValue[]>(() => fn.inputs.map(emptyValue));
  const [value, setValue] = useState('');
  const [error, setError] = useState<{ message: string; path: number[] } | null>(null);
  const [valueError, setValueError] = useState<string | null>(null);
  const payable = fn.stateMutability === 'payable';
  const headingId = `fn-${signature.replace(/[^a-zA-Z0-9]/g, '-')}`;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = parseArgs(fn.inputs, values);
    if (!parsed.ok) {
      setError({ message: parsed.error, path: parsed.path });
      onStale?.();
      return;
    }
    setError(null);
    let wei: bigint | undefined;
    if (payable && value.trim()) {
      const units = tokenAmountToUnits(value, 18);
      if (!units.ok) {
        onStale?.();
        return setValueError(units.error);
      }
      wei = BigInt(units.value);
    }
    setValueError(null);
    onSubmit({ fn, args: parsed.value, value: wei });
  }

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
      <form onSubmit={submit} className="space-y-3" noValidate>
        {fn.inputs.map((input, i) => (
          <ParamField
            key={i}
            param={input}
            label={input.name || `arg${i}`}
            value={values[i]!}
            error={
              error && error.path[0] === i ? { message: error.message, path: error.path.slice(1) } : undefined
            }
            onChange={(next) => {
              setValues((prev) => prev.map((v, j) => (j === i ? next : v)));
              onStale?.();
            }}
          />
        ))}
        {payable && (
          <div className="grid gap-1.5">
            <label htmlFor={`${headingId}-value`} className="text-sm font-medium">
              Value ({symbol ?? 'native token'})
            </label>
            <Input
              id={`${headingId}-value`}
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                onStale?.();
              }}
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
      </form>
      {children}
    </section>
  );
}
