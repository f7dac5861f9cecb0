import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SetupStatus } from '~/shared/setup';
import { useQuery } from '@tanstack/react-query';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '~/web/components/ui/card';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { apiFetch, apiJson, ApiError } from '~/web/lib/api-client';
import { useDocumentTitle } from '~/web/lib/use-document-title';
import { Main } from '~/web/components/layout/page-focus';

/** First-run setup: the one-time link from the server log creates the first super admin. */
export default function SetupPage() {
  useDocumentTitle('Set up Hatchery');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useQuery({ queryKey: ['setup'], queryFn: () => apiFetch<SetupStatus>('/api/setup') });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const user = await apiJson<{ email: string }>('/api/setup', 'POST', {
        token,
        name: String(form.get('name') ?? '') || undefined,
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      setDone(user.email);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setFields(err.fields);
      setError(err instanceof Error ? err.message : 'Setup failed');
    } finally {
      setBusy(false);
    }
  }

  const finished = done !== null || status.data?.needed === false;
  return (
    <Main className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight">Set up Hatchery</h1>
          <CardDescription>
            {finished
              ? 'Setup is finished: a super admin exists.'
              : 'Create the first super admin. This link works until one exists.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {finished ? (
            <p>
              {done && <>Created {done}. </>}
              <Link className="underline" to="/auth">
                Sign in
              </Link>
            </p>
          ) : !token ? (
            <p role="alert">This page needs the setup link the server log printed (it ends in ?token=…).</p>
          ) : (
            <form className="grid gap-4" onSubmit={submit} noValidate>
              <FormField label="Name" error={fields.name}>
                <Input name="name" autoComplete="name" />
              </FormField>
              <FormField label="Email" error={fields.email}>
                <Input name="email" type="email" autoComplete="email" required />
              </FormField>
              <FormField label="Password" error={fields.password}>
                <Input name="password" type="password" autoComplete="new-password" required />
              </FormField>
              {error && (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
              <Button type="submit" disabled={busy}>
                {busy ? 'Creating…' : 'Create super admin'}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </Main>
  );
}
