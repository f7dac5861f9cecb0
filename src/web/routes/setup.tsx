import { Link, useNavigate, useSearchParams } from 'react-router';
import { firstAdminSchema, superAdminPasswordRule, type FirstAdminInput } from '~/shared/setup';
import { useQuery } from '@tanstack/react-query';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '~/web/components/ui/card';
import { fieldsOf, Form, setServerErrors, useZodForm } from '~/web/components/ui/form';
import { TextField } from '~/web/components/ui/text-field';
import { setupContracts } from '~/shared/contracts/setup';
import { call } from '~/web/lib/contract-client';
import { setupQuery } from '~/web/features/auth/api';
import { useAuth } from '~/web/features/auth/use-auth';
import { useDocumentTitle } from '~/web/lib/use-document-title';
import { Main } from '~/web/components/layout/page-focus';

// The schema's fields but the token, which comes from the link and has no input: the server's
// message about it is the one shown under the fields.
const inputFields = fieldsOf(firstAdminSchema).filter((name) => name !== 'token');

/** First-run setup: the one-time link from the server log creates the first super admin. */
export default function SetupPage() {
  useDocumentTitle('Set up Hatchery');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useQuery(setupQuery);
  const form = useZodForm(firstAdminSchema, { defaultValues: { token, name: '', email: '', password: '' } });
  const { isSubmitting, errors } = form.formState;
  const { refresh } = useAuth();
  const navigate = useNavigate();

  async function submit(values: FirstAdminInput) {
    try {
      // The server signs the new super admin in (its answer sets the session cookie): on to /admin.
      await call(setupContracts.create, { body: { ...values, token } });
      await refresh();
      await navigate('/admin', { replace: true });
    } catch (err) {
      setServerErrors(err, form.setError, inputFields);
      // The server's message (a used or wrong link, say) under the fields; cleared by the next submit.
      form.setError('root.server', { message: err instanceof Error ? err.message : 'Setup failed' });
    }
  }

  const finished = status.data?.needed === false;
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
              <Link className="underline" to="/auth">
                Sign in
              </Link>
            </p>
          ) : !token ? (
            <p role="alert">This page needs the setup link the server log printed (it ends in ?token=…).</p>
          ) : (
            <Form form={form} onSubmit={submit} className="grid gap-4">
              <TextField name="name" label="Name" autoComplete="name" required />
              <TextField name="email" label="Email" type="email" autoComplete="email" required />
              <TextField
                name="password"
                label="Password"
                type="password"
                autoComplete="new-password"
                hint={superAdminPasswordRule}
                required
              />
              {errors.root?.server && (
                <p role="alert" className="text-sm text-destructive">
                  {errors.root.server.message}
                </p>
              )}
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Creating…' : 'Create super admin'}
              </Button>
            </Form>
          )}
        </CardContent>
      </Card>
    </Main>
  );
}
