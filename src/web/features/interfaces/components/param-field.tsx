import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { get, useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { AbiParameter } from 'viem';
import { Button } from '~/web/components/ui/button';
import { Input } from '~/web/components/ui/input';
import { NativeSelect } from '~/web/components/ui/native-select';
import { arrayShape, elementParam, emptyValue, tokenAmountToUnits, type InputValue } from '../abi-inputs';

type Param = Pick<AbiParameter, 'type'> & { name?: string | undefined; components?: readonly AbiParameter[] };

interface FieldProps {
  param: Param;
  label: string;
  /** The form value's path (`args.0`, `args.0.2`): text for scalars, a list for arrays and tuples. */
  name: string;
}

/** The message on this field itself (not one inside it). */
function useOwnError(name: string) {
  const { errors } = useFormState({ name });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

/** One ABI parameter as a form field; arrays and tuples as nested fieldsets. */
export function ParamField({ param, label, name }: FieldProps) {
  const shape = arrayShape(param.type);
  if (shape || param.type === 'tuple') return <ListField param={param} label={label} name={name} />;
  return <ScalarField param={param} label={label} name={name} />;
}

function ListField({ param, label, name }: FieldProps) {
  const shape = arrayShape(param.type);
  const { control, setValue } = useFormContext();
  const value = useWatch({ control, name }) as InputValue;
  const items = Array.isArray(value) ? value : [];
  const own = useOwnError(name);
  const child = (i: number): Param => (shape ? elementParam(param) : (param.components ?? [])[i]!);
  const change = (next: InputValue[]) => setValue(name, next, { shouldDirty: true });
  return (
    <fieldset className="space-y-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">
        {label} <span className="font-mono text-xs text-muted-foreground">{param.type}</span>
      </legend>
      {items.map((_, i) => (
        <div key={i} className="flex items-start gap-2">
          <div className="flex-1">
            <ParamField
              param={child(i)}
              label={shape ? `${label} [${i}]` : child(i).name || `#${i}`}
              name={`${name}.${i}`}
            />
          </div>
          {shape && shape.length === null && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove ${label} [${i}]`}
              onClick={() => change(items.filter((_, j) => j !== i))}
            >
              <Minus aria-hidden />
            </Button>
          )}
        </div>
      ))}
      {shape && shape.length === null && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => change([...items, emptyValue(elementParam(param))])}
        >
          <Plus aria-hidden /> Add item to {label}
        </Button>
      )}
      {own && <p className="text-sm font-medium text-destructive">{own}</p>}
    </fieldset>
  );
}

function ScalarField({ param, label, name }: FieldProps) {
  const id = useId();
  // Controlled: removing an array item moves the values below it up into the same inputs.
  const { ref, onChange, onBlur, value } = useController({ name }).field;
  const message = useOwnError(name);
  const isUint = /^uint\d*$/.test(param.type);
  const [helper, setHelper] = useState(false);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label} <span className="font-mono text-xs text-muted-foreground">{param.type}</span>
      </label>
      <div className="flex gap-2">
        {param.type === 'bool' ? (
          <NativeSelect
            id={id}
            ref={ref}
            name={name}
            value={value as string}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            aria-invalid={message ? true : undefined}
          >
            <option value="false">false</option>
            <option value="true">true</option>
          </NativeSelect>
        ) : (
          <Input
            id={id}
            ref={ref}
            name={name}
            value={value as string}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            placeholder={placeholder(param.type)}
            spellCheck={false}
            autoComplete="off"
            className="font-mono"
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : undefined}
          />
        )}
        {isUint && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-10"
            onClick={() => setHelper((v) => !v)}
            aria-expanded={helper}
          >
            Decimals
          </Button>
        )}
      </div>
      {helper && (
        <DecimalsHelper
          label={label}
          onApply={(units) => {
            onChange(units);
            setHelper(false);
          }}
        />
      )}
      {message && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}

/** Token amount -> base units (amount × 10^decimals). */
function DecimalsHelper({ label, onApply }: { label: string; onApply: (units: string) => void }) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [decimals, setDecimals] = useState('18');
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-md bg-muted/50 p-2">
      <div className="grid gap-1">
        <label htmlFor={`${id}-amount`} className="text-xs">
          Token amount for {label}
        </label>
        <Input
          id={`${id}-amount`}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          placeholder="1.5"
          className="h-9 w-36"
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-decimals`} className="text-xs">
          Decimals
        </label>
        <Input
          id={`${id}-decimals`}
          value={decimals}
          onChange={(e) => setDecimals(e.target.value)}
          inputMode="numeric"
          className="h-9 w-20"
        />
      </div>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        onClick={() => {
          const d = Number(decimals);
          if (!Number.isInteger(d) || d < 0 || d > 77) return setError('Decimals must be 0 to 77');
          const r = tokenAmountToUnits(amount, d);
          if (!r.ok) return setError(r.error);
          setError(null);
          onApply(r.value);
        }}
      >
        Apply
      </Button>
      {error && <p className="w-full text-xs font-medium text-destructive">{error}</p>}
    </div>
  );
}

function placeholder(type: string): string {
  if (type === 'address') return '0x…';
  if (type.startsWith('bytes')) return '0x…';
  if (/int/.test(type)) return '0';
  return '';
}
