import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  requestPasswordResetSchema,
  resetPasswordFormSchema,
  type RequestPasswordResetInput,
  type ResetPasswordFormInput,
} from '~/shared/auth';
import { Button } from '~/web/components/ui/button';
import { ButtonLink } from '~/web/components/ui/button-link';
import { fieldsOf, Form, FormInput, setServerErrors, useZodForm } from '~/web/components/ui/form';
import { Input } from '~/web/components/ui/input';
import { ApiError } from '~/web/lib/api-client';
import { requestPasswordResetRequest, resetPasswordRequest } from '../api';
import { passwordResetTexts as texts } from '../texts';
import { clearFailure, showFailure } from './form-errors';

/** Asks for the account's e-mail; the answer never says whether the account exists. */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(requestPasswordResetSchema, { defaultValues: { email: '' } });
  const { isSubmitting } = form.formState;

  const submit = async (values: RequestPasswordResetInput) => {
    try {
      await requestPasswordResetRequest({ email: values.email });
      clearFailure();
      setSentTo(values.email);
    } catch (err) {
      setServerErrors(err, form.setError, fieldsOf(requestPasswordResetSchema));
      showFailure(texts.failed, err);
    }
  };

  if (sentTo) {
    return (
      <>
        <p role="status" className="rounded-md border bg-muted/50 p-3 text-sm">
          {texts.sent(sentTo)}
        </p>
        <ButtonLink to="/auth" variant="outline">
          {texts.backToSignIn}
        </ButtonLink>
      </>
    );
  }
  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <FormInput name="email" label="Email">
        <Input type="email" autoComplete="email" autoFocus />
      </FormInput>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <Loader2 aria-hidden className="animate-spin" />}
        {isSubmitting ? texts.forgotSending : texts.forgotSubmit}
      </Button>
      <ButtonLink to="/auth" variant="ghost">
        {texts.backToSignIn}
      </ButtonLink>
    </Form>
  );
}

/**
 * A refused link (expired, used, unknown): say so and offer a fresh one. `accountGone`: the account
 * was deleted, so a fresh link cannot help; a new account can.
 */
export function ResetLinkProblem({
  message,
  accountGone = false,
}: {
  message: string;
  accountGone?: boolean;
}) {
  return (
    <>
      <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
        {message}
      </p>
      {accountGone ? (
        <ButtonLink to="/auth?mode=signup">{texts.createAccount}</ButtonLink>
      ) : (
        <ButtonLink to="/forgot-password">{texts.askNewLink}</ButtonLink>
      )}
    </>
  );
}

/**
 * The new password, typed twice, under the sign-up rule. On success every session is gone, so
 * the user signs in afresh with the new password on /auth (which says the change worked).
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [linkProblem, setLinkProblem] = useState<{ message: string; accountGone: boolean } | null>(null);
  const form = useZodForm(resetPasswordFormSchema, {
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = async (values: ResetPasswordFormInput) => {
    try {
      await resetPasswordRequest({ token, newPassword: values.newPassword });
      clearFailure();
      await navigate('/auth?reset=1', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.fields?.token)
        return setLinkProblem({
          message: err.fields.token,
          accountGone: String(err.code) === 'USER_NOT_FOUND',
        });
      setServerErrors(err, form.setError, fieldsOf(resetPasswordFormSchema));
      showFailure(texts.failed, err);
    }
  };

  if (linkProblem) return <ResetLinkProblem {...linkProblem} />;
  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <FormInput name="newPassword" label="New password" hint={texts.newPasswordHint}>
        <Input type="password" autoComplete="new-password" autoFocus />
      </FormInput>
      <FormInput name="confirmPassword" label="Confirm new password">
        <Input type="password" autoComplete="new-password" />
      </FormInput>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <Loader2 aria-hidden className="animate-spin" />}
        {isSubmitting ? texts.resetSaving : texts.resetSubmit}
      </Button>
    </Form>
  );
}
