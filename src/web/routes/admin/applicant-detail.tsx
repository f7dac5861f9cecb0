import type { QueryClient } from '@tanstack/react-query';
import { ArrowLeft, Mail, MailOpen } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { toast } from 'sonner';
import { RecordLoadError } from '~/web/components/layout/record-load-error';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Skeleton } from '~/web/components/ui/skeleton';
import { detailQuery, useMarkOneRead, useApplicationDetail } from '~/web/features/applicants/api';
import { ApplicationFields } from '~/web/features/applicants/components/application-fields';
import { DetailNav } from '~/web/features/applicants/components/detail-nav';
import { LogoPreview } from '~/web/features/applicants/components/logo-preview';
import { ShortcutsDialog } from '~/web/features/applicants/components/shortcuts-dialog';
import { readListState, toFilters } from '~/web/features/applicants/list-params';
import { neighboursQuery, useApplicationNeighbours, useSetRead } from '~/web/features/applicants/triage-api';
import { useDetailShortcuts } from '~/web/features/applicants/use-detail-shortcuts';
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
import { useDocumentTitle } from '~/web/lib/use-document-title';

/** Back to the list as it was left: the list's parameters ride along in the detail's URL. */
const BackLink = ({ search }: { search: string }) => (
  <Link
    to={`/admin/applicants${search ? `?${search}` : ''}`}
    className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
  >
    <ArrowLeft aria-hidden className="size-4" />
    All applicants
  </Link>
);

/** Starts the application's query with the route chunk, before the session check renders the screen. */
export const loader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) => {
    if (params.id) {
      void queryClient.prefetchQuery(detailQuery(params.id));
      const filters = toFilters(readListState(new URL(request.url).searchParams));
      void queryClient.prefetchQuery(neighboursQuery(params.id, filters));
    }
    return null;
  };

export default function ApplicantDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => toFilters(readListState(params)), [params]);
  const detail = useApplicationDetail(id);
  const neighboursQuery = useApplicationNeighbours(id, filters, detail.isSuccess);
  const neighbours = neighboursQuery.data;
  // The last application's neighbours stand in while this one's load, so the bar does not
  // flicker; a step is taken only from this one's (a stale Next would lead back here), and a key
  // pressed meanwhile is kept until they arrive.
  const current = neighboursQuery.isPlaceholderData ? undefined : neighbours;
  const pendingStep = useRef<'nextId' | 'previousId' | null>(null);
  const markRead = useMarkOneRead();
  const setRead = useSetRead(id);
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const { role } = useAuth();
  const marked = useRef<string | null>(null);
  const hrefOf = useCallback(
    (other: string) => `/admin/applicants/${other}${search ? `?${search}` : ''}`,
    [search],
  );
  const isRead = detail.data?.isRead;
  const toggleRead = () => {
    if (isRead === undefined || setRead.isPending) return;
    setRead.mutate(!isRead, {
      onSuccess: () => toast.success(isRead ? 'Marked as unread' : 'Marked as read'),
      onError: (err) => toast.error('Could not change the read state', { description: err.message }),
    });
  };
  const step = (to: 'nextId' | 'previousId') => {
    if (!current) pendingStep.current = to;
    else if (current[to]) navigate(hrefOf(current[to]));
  };
  useEffect(() => {
    const to = pendingStep.current;
    if (!current || !to) return;
    pendingStep.current = null;
    if (current[to]) navigate(hrefOf(current[to]));
  }, [current, hrefOf, navigate]);
  useDetailShortcuts({
    j: () => step('nextId'),
    k: () => step('previousId'),
    m: toggleRead,
    '?': () => setHelpOpen(true),
  });
  const top = (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <BackLink search={search} />
      <DetailNav
        neighbours={neighbours}
        stale={current === undefined}
        hrefOf={hrefOf}
        onShortcuts={() => setHelpOpen(true)}
      />
      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </div>
  );
  useDocumentTitle(detail.data ? `${detail.data.application.name} · Applicants` : 'Applicant');

  // Opening an application reads it, once per visit: the first settled answer for this id decides
  // (not a cached one still being refetched). An application marked unread afterwards ('m', or the
  // button) stays unread; deciding on every answer marked it read again as soon as the refetch
  // after the change said unread.
  const opened = detail.data?.application.id === id && !detail.isFetching ? detail.data : undefined;
  useEffect(() => {
    if (!opened || marked.current === id) return;
    marked.current = id;
    if (!opened.isRead) markRead.mutate(id);
  }, [opened, id, markRead]);

  if (detail.isPending) {
    return (
      <div className="mx-auto max-w-6xl space-y-4">
        {top}
        <h1 className="sr-only">Applicant</h1>
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-96" />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className="mx-auto max-w-6xl space-y-4">
        {top}
        <RecordLoadError
          error={detail.error}
          noun="application"
          title="Applicant"
          missingStatuses={[404, 400]}
        />
      </div>
    );
  }

  const d = detail.data;
  const a = d.application;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      {top}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-start gap-4">
          <LogoPreview detail={d} />
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-semibold tracking-tight break-words">{a.name}</h1>
            <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
              <StatusBadge status={a.status} />
              <span className="break-all">
                {a.contactName} · {a.contactEmail}
              </span>
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={toggleRead}
            busy={setRead.isPending}
            aria-keyshortcuts="m"
          >
            {d.isRead ? <Mail aria-hidden /> : <MailOpen aria-hidden />}
            {d.isRead ? 'Mark as unread' : 'Mark as read'}
          </Button>
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
