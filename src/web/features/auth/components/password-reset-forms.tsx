import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  requestPasswordResetSchema,
  resetPasswordFormSchema,
  type RequestPasswordResetInput,
  type ResetPasswordFormInput,
} from '~/shared/auth';
import { Button } from '~/web/components/ui/button';
import { ButtonLink } from '~/web/components/ui/button-link';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { ApiError } from '~/web/lib/api-client';
import { requestPasswordResetRequest, resetPasswordRequest } from '../api';
import { passwordResetTexts as texts } from '../texts';
import { applyFieldErrors, showFailure } from './form-errors';

/** Asks for the account's e-mail; the answer never says whether the account exists. */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<RequestPasswordResetInput>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await requestPasswordResetRequest({ email: values.email });
      setSentTo(values.email);
    } catch (err) {
      if (err instanceof ApiError) applyFieldErrors(err, ['email'] as const, form.setError);
      showFailure(texts.failed, err);
    }
  });

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
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <Loader2 aria-hidden className="animate-spin" />}
        {isSubmitting ? texts.forgotSending : texts.forgotSubmit}
      </Button>
      <ButtonLink to="/auth" variant="ghost">
        {texts.backToSignIn}
      </ButtonLink>
    </form>
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

const passwordFields = ['newPassword', 'confirmPassword'] as const;

/**
 * The new password, typed twice, under the sign-up rule. On success every session is gone, so
 * the user signs in afresh with the new password on /auth (which says the change worked).
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [linkProblem, setLinkProblem] = useState<{ message: string; accountGone: boolean } | null>(null);
  const form = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await resetPasswordRequest({ token, newPassword: values.newPassword });
      await navigate('/auth?reset=1', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.fields?.token)
        return setLinkProblem({
          message: err.fields.token,
          accountGone: String(err.code) === 'USER_NOT_FOUND',
        });
      if (err instanceof ApiError) applyFieldErrors(err, passwordFields, form.setError);
      showFailure(texts.failed, err);
    }
  });

  if (linkProblem) return <ResetLinkProblem {...linkProblem} />;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="New password" error={errors.newPassword?.message} hint={texts.newPasswordHint}>
        <Input type="password" autoComplete="new-password" autoFocus {...form.register('newPassword')} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <Loader2 aria-hidden className="animate-spin" />}
        {isSubmitting ? texts.resetSaving : texts.resetSubmit}
      </Button>
    </form>
  );
}
