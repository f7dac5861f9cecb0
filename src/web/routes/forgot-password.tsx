import { KeyRound } from 'lucide-react';
import { AuthCard } from '~/web/features/auth/components/auth-card';
import { ForgotPasswordForm } from '~/web/features/auth/components/password-reset-forms';
import { passwordResetTexts } from '~/web/features/auth/texts';
import { useDocumentTitle } from '~/web/lib/use-document-title';

/** "Forgot password?" from the sign-in form: asks for the e-mail the reset link goes to. */
export default function ForgotPasswordPage() {
  useDocumentTitle(passwordResetTexts.forgotTitle);
  return (
    <AuthCard
      icon={<KeyRound aria-hidden className="size-6" />}
      title={passwordResetTexts.forgotTitle}
      description={passwordResetTexts.forgotNote}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
