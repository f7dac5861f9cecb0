import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { tagLabel } from '~/shared/format';
import { Badge } from '~/web/components/ui/badge';
import { Input } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';
import { tagCode } from '../project-form';

/** Tags as chips with their readable labels; Enter or a comma adds what was typed. */
export function TagInput({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const [draft, setDraft] = useState('');
  const id = useId();
  const tags = (field.value as string[] | undefined) ?? [];
  const error =
    fieldState.error?.message ??
    (Array.isArray(fieldState.error)
      ? (fieldState.error as ({ message?: string } | undefined)[]).find((e) => e?.message)?.message
      : undefined);

  const add = (typed = draft) => {
    const code = tagCode(typed);
    if (code && !tags.includes(code)) field.onChange([...tags, code]);
    setDraft('');
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {tags.length > 0 && (
        <ul aria-label={`${label} chosen`} className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className={disabled ? 'py-1' : 'gap-0 py-1 pr-0'}>
                {tagLabel(tag)}
                {!disabled && (
                  // A 24x24 target (WCAG 2.5.8) whose negative margins keep the chip as tall as before;
                  // the 12px icon centred in it leaves the same 6px around it as the old padding did.
                  <button
                    type="button"
                    className="-my-1 inline-grid size-6 shrink-0 place-items-center rounded-sm hover:bg-background/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                    aria-label={`Remove tag ${tagLabel(tag)}`}
                    onClick={() => field.onChange(tags.filter((t) => t !== tag))}
                  >
                    <X aria-hidden className="size-3" />
                  </button>
                )}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <Input
        id={id}
        value={draft}
        disabled={disabled}
        placeholder="Type a tag and press Enter"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(e) => {
          const value = e.target.value;
          if (value.endsWith(',')) add(value.slice(0, -1));
          else setDraft(value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          } else if (e.key === 'Backspace' && draft === '' && tags.length > 0) {
            field.onChange(tags.slice(0, -1));
          }
        }}
        onBlur={() => {
          if (draft.trim()) add();
          field.onBlur();
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Enter or a comma adds a tag; at most 20.
        </p>
      )}
    </div>
  );
}
