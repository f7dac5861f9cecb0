import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { signInSchema, signUpSchema, type SignInInput, type SignUpInput } from '~/shared/auth';
import { Button } from '~/web/components/ui/button';
import { fieldsOf, Form, FormInput, setServerErrors, useZodForm } from '~/web/components/ui/form';
import { Input } from '~/web/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs';
import { signInRequest, signUpRequest } from '../api';
import { clearFailure, showFailure } from './form-errors';
import { authTexts, passwordResetTexts } from '../texts';
import { useAuth } from '../use-auth';

export interface InvitationParams {
  token: string;
  email: string;
}

type Tab = 'signin' | 'signup';

function SignInForm({
  onSignedIn,
  email = '',
  returnTo,
}: {
  onSignedIn?: () => void;
  email?: string;
  returnTo?: string;
}) {
  const { refresh } = useAuth();
  const form = useZodForm(signInSchema, { defaultValues: { email, password: '' } });
  const { isSubmitting } = form.formState;

  const submit = async (values: SignInInput) => {
    try {
      await signInRequest({ email: values.email.trim().toLowerCase(), password: values.password, returnTo });
      clearFailure();
      toast.success(authTexts.welcomeTitle, { description: authTexts.welcomeBody });
      await refresh();
      onSignedIn?.();
    } catch (err) {
      setServerErrors(err, form.setError, fieldsOf(signInSchema));
      showFailure(authTexts.signInFailed, err);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <FormInput name="email" label="Email">
        <Input type="email" autoComplete="email" />
      </FormInput>
      <FormInput name="password" label="Password">
        <Input type="password" autoComplete="current-password" />
      </FormInput>
      <Link
        to="/forgot-password"
        className="-mt-2 justify-self-end text-sm underline-offset-4 hover:underline"
      >
        {passwordResetTexts.forgotLink}
      </Link>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <Loader2 aria-hidden className="animate-spin" />}
        {isSubmitting ? 'Signing In...' : 'Sign In'}
      </Button>
    </Form>
  );
}

function SignUpForm({
  invitation,
  onSignedIn,
  onCreated,
  returnTo,
}: {
  invitation?: InvitationParams;
  onSignedIn?: () => void;
  onCreated(email: string): void;
  returnTo?: string;
}) {
  const { refresh } = useAuth();
  const form = useZodForm(signUpSchema, { defaultValues: { email: invitation?.email ?? '', password: '' } });
  const { isSubmitting } = form.formState;

  const submit = async (values: SignUpInput) => {
    try {
      const email = values.email.trim().toLowerCase();
      const result = await signUpRequest({
        email,
        password: values.password,
        invitationToken: invitation?.token,
        returnTo,
      });
      clearFailure();
      if (invitation && result.invitationAccepted) {
        toast.success(authTexts.invitationAccepted);
      } else if (invitation) {
        toast.warning(authTexts.invitationPartialFailure, { duration: 8000 });
      } else {
        toast.success(authTexts.accountCreatedTitle, { description: authTexts.accountCreatedBody });
      }
      if (result.signedIn) {
        await refresh();
        onSignedIn?.();
      } else {
        form.reset({ email: invitation?.email ?? '', password: '' });
        onCreated(email);
      }
    } catch (err) {
      setServerErrors(err, form.setError, fieldsOf(signUpSchema));
      showFailure(authTexts.signUpFailed, err);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <FormInput
        name="email"
        label="Email"
        hint={invitation ? 'This invitation is for this e-mail address.' : undefined}
      >
        <Input type="email" autoComplete="email" readOnly={!!invitation} />
      </FormInput>
      <FormInput name="password" label="Password" hint="At least 6 characters.">
        <Input type="password" autoComplete="new-password" />
      </FormInput>
      <Button type="submit" variant={invitation ? 'brand' : 'default'} disabled={isSubmitting}>
        {isSubmitting && <Loader2 aria-hidden className="animate-spin" />}
        {isSubmitting ? 'Creating Account...' : invitation ? authTexts.invitationSubmit : 'Sign Up'}
      </Button>
    </Form>
  );
}

/**
 * The Sign In / Sign Up tabs shared by /auth and the 'Authentication Required' dialog. In
 * invitation mode the sign-in tab is disabled and the e-mail is locked to the invited address.
 */
export function AuthForms({
  invitation,
  onSignedIn,
  initialTab,
  email,
  returnTo,
}: {
  invitation?: InvitationParams;
  /**
   * Where the e-mail verification link leads (a sign-up, or a sign-in of an unverified account,
   * mails one): the page the visitor came from, so an invitation they were following is not lost.
   */
  returnTo?: string;
  onSignedIn?: () => void;
  /** Spec section 2: /auth's `mode` parameter chooses the tab. */
  initialTab?: Tab;
  /** /auth's `email` parameter fills in the sign-in form (an invitee whose account exists). */
  email?: string;
}) {
  const [tab, setTab] = useState<Tab>(invitation ? 'signup' : (initialTab ?? 'signin'));
  const [createdFor, setCreatedFor] = useState<string | null>(null);

  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
      <TabsList>
        <TabsTrigger value="signin" disabled={!!invitation}>
          Sign In
        </TabsTrigger>
        <TabsTrigger value="signup">Sign Up</TabsTrigger>
      </TabsList>
      {createdFor && (
        <p role="status" className="mt-4 rounded-md border bg-muted/50 p-3 text-sm">
          {authTexts.accountCreatedBody} We sent a link to <strong>{createdFor}</strong>.
        </p>
      )}
      <TabsContent value="signin">
        <SignInForm onSignedIn={onSignedIn} email={email} returnTo={returnTo} />
      </TabsContent>
      <TabsContent value="signup">
        <SignUpForm
          invitation={invitation}
          onSignedIn={onSignedIn}
          returnTo={returnTo}
          onCreated={(email) => {
            setCreatedFor(email);
            if (!invitation) setTab('signin');
          }}
        />
      </TabsContent>
    </Tabs>
  );
}
