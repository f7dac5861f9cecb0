import { CheckCircle2, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ApplyValues } from '~/web/features/applications/fields';
import { ApplyForm } from '~/web/features/applications/components/apply-form';
import { sendChanges, useChangeRequestForm } from '~/web/features/applications/api';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent } from '~/web/components/ui/card';
import { Skeleton } from '~/web/components/ui/skeleton';
import { ApiError } from '~/web/lib/api-client';
import { useDocumentTitle } from '~/web/lib/use-document-title';
import { Main } from '~/web/components/layout/page-focus';
import { formatDay, longDayFormat } from '~/web/lib/date-format';

const lockedFields = ['contactEmail'] as const;

/** A plain page for a link that does not open the form (used, expired, replaced) and for "done". */
function Notice({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardContent className="grid justify-items-start gap-3 p-6 sm:p-8">
        {icon}
        <h2 className="text-xl font-semibold">{title}</h2>
        <div className="text-muted-foreground">{children}</div>
        <Button asChild variant="outline">
          <Link to="/">Back to the home page</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** /apply/changes/:token: the applicant's own application, prefilled, to change and submit again. */
export default function ApplyChangesPage() {
  useDocumentTitle('Update your application');
  const { token = '' } = useParams();
  const request = useChangeRequestForm(token);
  const [sent, setSent] = useState(false);

  let content;
  if (sent) {
    content = (
      <Notice
        icon={<CheckCircle2 aria-hidden className="size-8 text-emerald-600" />}
        title="Changes submitted"
      >
        Thank you. Your application is back with our team for review, and we will write to you once we have
        decided. This link has now been used.
      </Notice>
    );
  } else if (request.isPending) {
    content = <Skeleton className="h-96 w-full" />;
  } else if (request.isError) {
    const status = request.error instanceof ApiError ? request.error.status : 0;
    const gone = status >= 400 && status < 500;
    const title =
      status === 410
        ? 'This link can no longer be used'
        : gone
          ? 'This link does not open an application'
          : 'The application could not be loaded';
    content = (
      <Notice icon={<Link2Off aria-hidden className="size-8 text-muted-foreground" />} title={title}>
        <p role="alert">{gone ? request.error.message : 'Please try again in a moment.'}</p>
      </Notice>
    );
  } else {
    const { message, expiresAt, values, files } = request.data;
    content = (
      <div className="grid gap-6">
        <section
          aria-labelledby="requested-changes"
          className="grid gap-2 rounded-lg border border-violet-300 bg-violet-50 p-4 text-violet-950 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-100"
        >
          <h2 id="requested-changes" className="font-semibold">
            What our team asks you to change
          </h2>
          <p className="whitespace-pre-line">{message}</p>
          <p className="text-sm">
            This link works once and until {formatDay(expiresAt, longDayFormat)}. Your contact e-mail stays
            the one we wrote to.
          </p>
        </section>
        <ApplyForm
          mode={{
            initialValues: values as ApplyValues,
            send: sendChanges(token),
            onSent: () => setSent(true),
          }}
          lockedFields={lockedFields}
          storedFiles={files}
          submitLabel="Submit changes"
        />
      </div>
    );
  }

  return (
    <Main className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <div className="mb-8 grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Update your application</h1>
        {request.data && !sent && (
          <p className="text-muted-foreground">
            {request.data.projectName}: your answers are filled in. Change what was asked, then submit on the
            last step.
          </p>
        )}
      </div>
      {content}
    </Main>
  );
}
