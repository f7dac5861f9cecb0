import { Link } from 'react-router';
import { ApiError } from '~/web/lib/api-client';
import { queryErrorMessage } from '~/web/lib/query-client';

/**
 * A detail screen whose record did not load: '<Noun> not found' when the server says there is no
 * such record, otherwise the screen's title and the failure; then the way back to the list (left
 * out where the screen shows its own, as the applicant page's bar does).
 */
export function RecordLoadError({
  error,
  noun,
  title,
  missingStatuses = [404],
  back,
}: {
  error: unknown;
  /** The record, lower case as in a sentence: 'contract'. */
  noun: string;
  /** The screen's heading when the record may exist but could not be loaded. */
  title: string;
  /** The statuses that mean the record is not there (400 where a malformed id is refused). */
  missingStatuses?: readonly number[];
  back?: { to: string; label: string };
}) {
  const missing = error instanceof ApiError && missingStatuses.includes(error.status);
  return (
    <div className="mx-auto max-w-6xl space-y-3">
      <h1 className="text-2xl font-semibold tracking-tight">
        {missing ? `${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found` : title}
      </h1>
      <p role="alert" className="text-destructive">
        {missing ? `This ${noun} does not exist or was deleted.` : queryErrorMessage(error)}
      </p>
      {back && (
        <Link to={back.to} className="text-sm underline-offset-4 hover:underline">
          {back.label}
        </Link>
      )}
    </div>
  );
}
