import type { QueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Skeleton } from '~/web/components/ui/skeleton';
import { detailQuery, useMarkOneRead, useApplicationDetail } from '~/web/features/applicants/api';
import { ApplicationFields } from '~/web/features/applicants/components/application-fields';
import {
  CreateProjectAction,
  DeleteApplicationAction,
} from '~/web/features/applicants/components/detail-actions';
import { NotesSection } from '~/web/features/applicants/components/notes-section';
import { StatusActions } from '~/web/features/applicants/components/status-actions';
import { StatusBadge } from '~/web/features/applicants/components/status-badge';
import { StatusHistory } from '~/web/features/applicants/components/status-history';
import { useAuth } from '~/web/features/auth/use-auth';
import { NextUnreviewedButton } from '~/web/features/reviews/components/next-unreviewed-button';
import { ReviewPanel } from '~/web/features/reviews/components/review-panel';
import { ApiError } from '~/web/lib/api-client';
import { queryErrorMessage } from '~/web/lib/query-client';
import { useDocumentTitle } from '~/web/lib/use-document-title';

const BackLink = () => (
  <Link
    to="/admin/applicants"
    className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
  >
    <ArrowLeft aria-hidden className="size-4" />
    All applicants
  </Link>
);

/** Starts the application's query with the route chunk, before the session check renders the screen. */
export const loader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.id) void queryClient.prefetchQuery(detailQuery(params.id));
    return null;
  };

export default function ApplicantDetailPage() {
  const { id = '' } = useParams();
  const detail = useApplicationDetail(id);
  const markRead = useMarkOneRead();
  const { role } = useAuth();
  const marked = useRef<string | null>(null);
  useDocumentTitle(detail.data ? `${detail.data.application.name} · Applicants` : 'Applicant');

  // Opening an application reads it (once per id; the server call is idempotent anyway).
  const unread = detail.data && !detail.data.isRead;
  useEffect(() => {
    if (!unread || marked.current === id) return;
    marked.current = id;
    markRead.mutate(id);
  }, [unread, id, markRead]);

  if (detail.isPending) {
    return (
      <div className="mx-auto max-w-6xl space-y-4">
        <BackLink />
        <h1 className="sr-only">Applicant</h1>
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-96" />
      </div>
    );
  }
  if (detail.isError) {
    const gone =
      detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
    return (
      <div className="mx-auto max-w-6xl space-y-4">
        <BackLink />
        <h1 className="text-2xl font-semibold tracking-tight">
          {gone ? 'Application not found' : 'Applicant'}
        </h1>
        <p role="alert" className={gone ? 'text-muted-foreground' : 'text-destructive'}>
          {gone
            ? 'This application does not exist or has been deleted.'
            : queryErrorMessage(detail.error, 'Failed to load the application.')}
        </p>
      </div>
    );
  }

  const d = detail.data;
  const a = d.application;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <BackLink />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight break-words">{a.name}</h1>
          <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
            <StatusBadge status={a.status} />
            <span className="break-all">
              {a.contactName} · {a.contactEmail}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <NextUnreviewedButton currentId={a.id} />
          <CreateProjectAction detail={d} />
          {role === 'super_admin' && <DeleteApplicationAction detail={d} />}
        </div>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ApplicationFields detail={d} />
        <div className="order-first grid content-start gap-4 lg:order-none">
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-base">Status</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <StatusActions detail={d} />
              <StatusHistory history={d.history} />
            </CardContent>
          </Card>
          <ReviewPanel applicationId={a.id} />
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-base">Internal notes</CardTitle>
            </CardHeader>
            <CardContent>
              <NotesSection applicationId={a.id} notes={d.notes} />
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
