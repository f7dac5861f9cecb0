// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseFormReturn } from 'react-hook-form';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '~/web/lib/api-client';
import { fieldsOf, Form, formError, FormInput, setServerErrors, useZodForm } from './form';

afterEach(() => {
  cleanup();
  // A toast left over would show in the next test's Toaster.
  toast.dismiss();
});

describe('fieldsOf', () => {
  const base = z.object({ name: z.string(), email: z.string() });

  it('names the keys of an object schema, through the wrappers forms use', () => {
    expect(fieldsOf(base)).toEqual(['name', 'email']);
    expect(fieldsOf(base.refine((v) => v.name !== v.email))).toEqual(['name', 'email']);
    expect(fieldsOf(base.superRefine(() => {}))).toEqual(['name', 'email']);
    expect(fieldsOf(base.partial())).toEqual(['name', 'email']);
    expect(fieldsOf(base.extend({ age: z.string() }))).toEqual(['name', 'email', 'age']);
    // The keys read are the input's: a transform's output keys are not inputs.
    const transformed = base.transform((v) => ({ label: `${v.name} <${v.email}>` }));
    expect(fieldsOf(transformed)).toEqual(['name', 'email']);
    expect(fieldsOf(transformed.pipe(z.object({ label: z.string() })))).toEqual(['name', 'email']);
    const trimmed = z.preprocess(
      (v: { name: string; email: string }) => ({ ...v, name: v.name.trim() }),
      base,
    );
    expect(fieldsOf(trimmed)).toEqual(['name', 'email']);
    expect(fieldsOf(base.readonly().catch({ name: '', email: '' }))).toEqual(['name', 'email']);
    expect(fieldsOf(z.lazy(() => base))).toEqual(['name', 'email']);
  });

  it('names the keys of every member of a union or an intersection, once', () => {
    const byEmail = z.object({ kind: z.literal('email'), email: z.string() });
    const byPhone = z.object({ kind: z.literal('phone'), phone: z.string() });
    expect(fieldsOf(z.discriminatedUnion('kind', [byEmail, byPhone]))).toEqual(['kind', 'email', 'phone']);
    expect(fieldsOf(z.intersection(base, z.object({ note: z.string() })))).toEqual(['name', 'email', 'note']);
  });

  it('throws for a schema whose keys it cannot read', () => {
    expect(() => fieldsOf(z.custom<{ name: string }>())).toThrow(/custom schema has no field names/);
  });
});

const signUp = z
  .object({ name: z.string().min(1, 'Name is required'), email: z.string(), password: z.string() })
  .refine((v) => v.password !== v.email, { path: ['password'], message: 'Not your e-mail' });

/** A form that submits to a server that refuses with `refusal`. */
function SignUp({ refusal, quiet }: { refusal: Error; quiet?: boolean }) {
  const form = useZodForm(signUp, {
    defaultValues: { name: 'Ada', email: 'ada@example.com', password: 'x' },
  });
  return (
    <Form
      form={form}
      onSubmit={() => formError(form, fieldsOf(signUp), 'Failed to sign up', { quiet })(refusal)}
    >
      <FormInput name="name" label="Name">
        <input />
      </FormInput>
      <FormInput name="email" label="Email">
        <input />
      </FormInput>
      <button type="submit">Sign up</button>
    </Form>
  );
}

describe('formError with fieldsOf(schema)', () => {
  it("puts a server `fields` answer on the input its schema names; quiet, there's no toast", async () => {
    render(
      <>
        <Toaster />
        <SignUp quiet refusal={new ApiError(400, 'VALIDATION_ERROR', 'Invalid input', { email: 'Taken' })} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const email = await screen.findByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Taken');
    expect(document.activeElement).toBe(email);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Failed to sign up')).toBeNull();
  });

  it('leaves a field the schema does not name to the toast', async () => {
    render(
      <>
        <Toaster />
        <SignUp
          quiet
          refusal={new ApiError(400, 'VALIDATION_ERROR', 'Referrer unknown', { referrer: 'No' })}
        />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Failed to sign up')).toBeTruthy();
    expect(screen.getByText('Referrer unknown')).toBeTruthy();
    expect(screen.queryByText('No')).toBeNull();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('setServerErrors', () => {
  const error = new ApiError(400, 'VALIDATION_ERROR', 'Invalid input', {
    abiFragment: 'Not a view function',
    referrer: 'No',
  });

  it('places renamed fields and returns only the names it placed', () => {
    const set: [string, string | undefined][] = [];
    const placed = setServerErrors<z.input<typeof signUp>>(
      error,
      (name, e) => set.push([name, e.message]),
      fieldsOf(signUp),
      { abiFragment: 'name' },
    );
    expect(placed).toEqual(['name']);
    expect(set).toEqual([['name', 'Not a view function']]);
  });

  it('places nothing for an error without fields', () => {
    const setError = () => {
      throw new Error('not called');
    };
    expect(setServerErrors(new Error('offline'), setError, fieldsOf(signUp))).toEqual([]);
    expect(setServerErrors(new ApiError(500, 'INTERNAL_ERROR', 'x'), setError, fieldsOf(signUp))).toEqual([]);
  });
});

// Type checks (tsc): a name that is not a field of the form does not compile.
export function typeChecks(form: UseFormReturn<z.input<typeof signUp>>) {
  const other = z.object({ name: z.string(), referrer: z.string() });
  formError(form, fieldsOf(signUp), 'ok');
  formError(form, ['name'], 'ok');
  // @ts-expect-error 'referrer' is not a field of the form
  formError(form, fieldsOf(other), 'no');
  // @ts-expect-error 'referrer' is not a field of the form
  setServerErrors(null, form.setError, ['referrer']);
  // @ts-expect-error a rename must land on a field of the form
  setServerErrors(null, form.setError, fieldsOf(signUp), { abiFragment: 'referrer' });
  // @ts-expect-error a filtered list is still typed by the schema: no such name to compare
  fieldsOf(signUp).filter((name) => name !== 'referrer');
}
