import { toast } from 'sonner';
import { ApiError } from '~/web/lib/api-client';
import { queryErrorMessage } from '~/web/lib/query-client';

/** The server's own sentence for a refused change (e.g. the last super admin); generic text otherwise. */
export function toastError(title: string, err: unknown) {
  const description =
    err instanceof ApiError && err.status > 0 && err.status < 500 && err.status !== 429
      ? err.message
      : queryErrorMessage(err, 'An unexpected error occurred');
  toast.error(title, { description, duration: 8000 });
}
