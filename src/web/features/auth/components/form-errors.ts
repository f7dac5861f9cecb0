import { toast } from 'sonner';
import { ApiError } from '~/web/lib/api-client';
import { queryErrorMessage } from '~/web/lib/query-client';
import { authTexts } from '../texts';

export function failureText(err: ApiError): string {
  if (err.status === 0 || err.status === 429 || err.status >= 500) return queryErrorMessage(err);
  // The server mails a fresh link whenever an unverified account tries to sign in.
  if ((err.code as string) === 'EMAIL_NOT_VERIFIED')
    return `${err.message}. We sent you a new verification link.`;
  return err.message;
}

/** One id for every auth failure toast: a new failure replaces the last, a success dismisses it. */
const failureToast = 'auth-failure';

/** A failed auth call: a toast titled for the form, or the generic one for a non-API error. */
export function showFailure(title: string, err: unknown) {
  if (!(err instanceof ApiError)) {
    toast.error(authTexts.unexpectedTitle, {
      id: failureToast,
      description: authTexts.unexpectedBody,
      duration: 8000,
    });
    return;
  }
  toast.error(title, { id: failureToast, description: failureText(err), duration: 8000 });
}

/**
 * A successful auth call: the earlier failure's toast is no longer true, so it goes, rather than
 * stay stacked behind the success.
 */
export function clearFailure() {
  toast.dismiss(failureToast);
}
