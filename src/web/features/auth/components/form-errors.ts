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

/** A failed auth call: a toast titled for the form, or the generic one for a non-API error. */
export function showFailure(title: string, err: unknown) {
  if (!(err instanceof ApiError)) {
    toast.error(authTexts.unexpectedTitle, { description: authTexts.unexpectedBody, duration: 8000 });
    return;
  }
  toast.error(title, { description: failureText(err), duration: 8000 });
}
