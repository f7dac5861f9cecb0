import { zodResolver } from '@hookform/resolvers/zod';
import { cloneElement, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  useWatch,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ApiError } from '~/web/lib/api-client';
import { FormField } from './form-field';

/** A react-hook-form whose values are checked by the shared zod schema the server also uses. */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  // zodResolver's generic types lose the schema's input/output split; the runtime is exact.
  const resolver = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver });
}

/** The top-level field names of the values a schema reads (of each member, for a union). */
export type SchemaField<S extends z.ZodType> =
  z.input<S> extends infer I ? (I extends unknown ? Extract<keyof I, string> : never) : never;

/**
 * The field names of a form's schema, for setServerErrors/formError: the keys of the object it
 * reads, through the wrappers forms use (`.refine`/`.superRefine` keep the object; `.transform`,
 * `.pipe` and `z.preprocess` read the object they start from; `.optional()` and the like wrap one;
 * a union or intersection has the keys of its members). Throws for a schema that reads no object,
 * whose keys its type cannot know.
 */
export function fieldsOf<S extends z.ZodType<FieldValues, FieldValues>>(schema: S): SchemaField<S>[] {
  return [...new Set(keysOf(schema))] as SchemaField<S>[];
}

function keysOf(schema: z.core.$ZodType): string[] {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape);
    case 'pipe':
      // A transform first (z.preprocess) reads anything: the object is the one it hands on.
      return keysOf((def.in as z.core.$ZodTypes)._zod.def.type === 'transform' ? def.out : def.in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return keysOf(def.innerType);
    case 'union':
      return def.options.flatMap(keysOf);
    case 'intersection':
      return [...keysOf(def.left), ...keysOf(def.right)];
    case 'lazy':
      return keysOf(def.getter());
    default:
      throw new Error(`fieldsOf: a ${def.type} schema has no field names`);
  }
}

/**
 * Puts an API error's `fields` on the form's inputs named in `names` (usually `fieldsOf(schema)`,
 * the schema the form validates with). Returns the names it placed; a field not in `names` (or an
 * error without fields) is left to the caller's toast. `rename` maps a
 * request field onto the input that holds it when their names differ (`newProduct.name` ->
 * `productName`).
 */
export function setServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  names: readonly FieldPath<T>[],
  rename: Partial<Record<string, FieldPath<T>>> = {},
): FieldPath<T>[] {
  if (!(err instanceof ApiError) || !err.fields) return [];
  const placed: FieldPath<T>[] = [];
  for (const [field, message] of Object.entries(err.fields)) {
    const name = names.find((n) => n === (rename[field] ?? field));
    if (name) {
      setError(name, { type: 'server', message }, { shouldFocus: placed.length === 0 });
      placed.push(name);
    }
  }
  return placed;
}

/**
 * The onError of a form's mutation: the server's field errors go on the inputs (see
 * setServerErrors) and a toast says `title` with the error's message; with `quiet`, only when no
 * error landed on an input (the input's message says it).
 */
export function formError<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  names: readonly FieldPath<T>[],
  title: string,
  { quiet = false }: { quiet?: boolean } = {},
): (err: Error) => void {
  return (err) => {
    const placed = setServerErrors(err, form.setError, names);
    if (!quiet || placed.length === 0) toast.error(title, { description: err.message });
  };
}

/**
 * `<form noValidate>` bound to a form made by useZodForm; the inputs below read it from context.
 * `onInvalid`: the submit was refused by the schema (its errors are on the inputs).
 */
export function Form<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit' | 'onInvalid'> & {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: SubmitHandler<TOut>;
  onInvalid?: SubmitErrorHandler<TIn>;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} {...props}>
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * A labelled input registered under `name`; its error is announced with it (aria-invalid/describedby).
 * `error`: a message shown when the field has none of its own (its options failed to load, say).
 */
export function FormInput({
  name,
  label,
  hint,
  error: otherError,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  const { register, getFieldState, formState } = useFormContext();
  const { error } = getFieldState(name, formState);
  return (
    <FormField label={label} hint={hint} error={error?.message ?? otherError}>
      {cloneElement(children, register(name))}
    </FormField>
  );
}

/** A checkbox registered under `name`, its label beside it. */
export function FormCheckbox({ name, children }: { name: string; children: ReactNode }) {
  const { register } = useFormContext();
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" {...register(name)} />
      {children}
    </label>
  );
}

/**
 * One checkbox of a group that holds the list field `name`: `value` is in the list while it is
 * checked. (react-hook-form's own checkbox groups give a boolean, not a list, when the group has one
 * box.) The label around it is the caller's.
 */
export function FormCheckboxItem({
  name,
  value,
  className,
}: {
  name: string;
  value: string;
  className?: string;
}) {
  const { control, setValue, formState } = useFormContext();
  const list = (useWatch({ control, name }) ?? []) as string[];
  return (
    <input
      type="checkbox"
      className={className}
      checked={list.includes(value)}
      onChange={(e) =>
        setValue(name, e.target.checked ? [...list, value] : list.filter((v) => v !== value), {
          shouldDirty: true,
          // As a registered input: checked again on change once the form was submitted.
          shouldValidate: formState.isSubmitted,
        })
      }
    />
  );
}
