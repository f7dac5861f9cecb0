import { useId } from 'react';
import type { AbiFunction } from 'viem';
import { functionSignature } from '~/shared/abi';
import { Input } from '~/web/components/ui/input';

/** Functions whose signature contains every word of the query (case-insensitive). */
export function matchFunctions(fns: AbiFunction[], query: string): AbiFunction[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return fns;
  return fns.filter((fn) => {
    const sig = functionSignature(fn).toLowerCase();
    return words.every((w) => sig.includes(w));
  });
}

/** The search box above a tab's functions, with the count it leaves. */
export function FunctionSearch({
  value,
  onChange,
  shown,
  total,
}: {
  value: string;
  onChange: (next: string) => void;
  shown: number;
  total: number;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium">
        Search functions
      </label>
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="name or type, e.g. balance address"
        className="h-9 w-full sm:w-72"
      />
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {shown === total ? `${total} functions` : `${shown} of ${total} functions`}
      </span>
    </div>
  );
}
