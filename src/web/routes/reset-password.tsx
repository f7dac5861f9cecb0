import { KeyRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { authMessages } from '~/shared/auth';
import { AuthCard } from '~/web/features/auth/components/auth-card';
import { ResetLinkProblem, ResetPasswordForm } from '~/web/features/auth/components/password-reset-forms';
import { passwordResetTexts } from '~/web/features/auth/texts';
import { useDocumentTitle } from '~/web/lib/use-document-title';

/** The mailed link's screen: /reset-password?token=… */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const title = token ? passwordResetTexts.resetTitle : passwordResetTexts.linkProblemTitle;
  useDocumentTitle(title);
  return (
    <AuthCard
      icon={<KeyRound aria-hidden className="size-6" />}
      title={title}
      description={token ? passwordResetTexts.resetNote : undefined}
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <ResetLinkProblem message={authMessages.resetTokenMissing} />
      )}
    </AuthCard>
  );
}
