import type { QueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { applicationStatusLabels } from '~/shared/schemas/applicant-status';
import { decisionMailKindLabels, type DecisionMailKind } from '~/shared/decision-mail';
import { PageHeader } from '~/web/components/layout/page-header';
import { Card, CardContent } from '~/web/components/ui/card';
import { QueryState } from '~/web/components/ui/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs';
import { templatesQuery, useDecisionTemplates } from '~/web/features/applicants/decisions-api';
import { DecisionTemplateForm } from '~/web/features/applicants/components/decision-template-form';
import { useAuth } from '~/web/features/auth/use-auth';
import { useDocumentTitle } from '~/web/lib/use-document-title';

export const loader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(templatesQuery());
  return null;
};

const statusOf = (kind: DecisionMailKind) =>
  applicationStatusLabels[kind === 'reopened' ? 'under_review' : kind];

/** /admin/decision-mail: the e-mail each kind of decision sends, edited by super admins. */
export default function DecisionMailPage() {
  useDocumentTitle('Decision e-mails');
  const { role } = useAuth();
  const templates = useDecisionTemplates();
  const [tab, setTab] = useState<DecisionMailKind>('under_review');
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <Link
        to="/admin/applicants"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All applicants
      </Link>
      <PageHeader title="Decision e-mails">
        What applicants receive when their application's status changes. Admins can still edit the text of one
        e-mail when they send it.
      </PageHeader>
      <QueryState query={templates} skeleton="h-96 w-full" errorFallback="Failed to load the templates.">
        {(data) => (
          <Tabs value={tab} onValueChange={(v) => setTab(v as DecisionMailKind)}>
            <div className="overflow-x-auto pb-1">
              <TabsList aria-label="Decision" className="w-max min-w-full justify-start">
                {data.templates.map((t) => (
                  <TabsTrigger key={t.kind} value={t.kind}>
                    {decisionMailKindLabels[t.kind]}
                    {t.customised && <span className="ml-1 text-xs text-muted-foreground">(edited)</span>}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            {data.templates.map((t) => (
              <TabsContent key={t.kind} value={t.kind} className="mt-4">
                <Card>
                  <CardContent className="p-4 sm:p-6">
                    <DecisionTemplateForm
                      key={`${t.kind}-${t.updatedAt ?? 'default'}`}
                      template={t}
                      canEdit={role === 'super_admin'}
                      statusLabel={statusOf(t.kind)}
                    />
                  </CardContent>
                </Card>
              </TabsContent>
            ))}
          </Tabs>
        )}
      </QueryState>
    </div>
  );
}
