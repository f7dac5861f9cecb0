import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ApplicationDetail } from '~/shared/schemas/applicants';
import {
  companyTypeLabel,
  developmentStageLabel,
  formatMoney,
  industryLabel,
  projectStageLabel,
} from '~/shared/format';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';
import { OutboundLink } from '~/web/components/ui/outbound-link';
import { calendarDay, formatDateTime, longCalendarDayFormat } from '~/web/lib/date-format';

const fileLabels = { logo: 'Logo', documents: 'Documents', whitepaper: 'Whitepaper' } as const;

const missing = <span className="text-muted-foreground">Not provided</span>;

function text(value: string | number | null | undefined): ReactNode {
  if (value === null || value === undefined || value === '') return missing;
  return <span className="whitespace-pre-wrap break-words">{value}</span>;
}

function Url({ href }: { href: string | null | undefined }) {
  if (!href) return missing;
  // Only web links become clickable; anything else stored is shown as text.
  if (!/^https?:\/\//i.test(href)) return text(href);
  return (
    <OutboundLink
      href={href}
      rel="noopener noreferrer nofollow"
      className="break-all underline underline-offset-4"
    >
      {href}
    </OutboundLink>
  );
}

function Section({ title, rows }: { title: string; rows: Array<[string, ReactNode]> }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-muted-foreground">{label}</dt>
              <dd className="min-w-0">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** Every stored field of the application, grouped like the six form steps. */
export function ApplicationFields({ detail }: { detail: ApplicationDetail }) {
  const a = detail.application;
  const money = (v: number | null) => (v === null ? missing : formatMoney(v));
  return (
    <div className="grid gap-4">
      <Section
        title="Basic information"
        rows={[
          ['Project name', text(a.name)],
          ['Company type', text(companyTypeLabel(a.companyType))],
          ['Industry', text(industryLabel(a.industry))],
          ['Project stage', text(projectStageLabel(a.projectStage))],
          ['Website', <Url key="w" href={a.websiteUrl} />],
        ]}
      />
      <Section
        title="Contact"
        rows={[
          ['Contact name', text(a.contactName)],
          [
            'Contact e-mail',
            <a key="e" href={`mailto:${a.contactEmail}`} className="break-all underline underline-offset-4">
              {a.contactEmail}
            </a>,
          ],
          ['LinkedIn', <Url key="l" href={a.linkedinUrl} />],
          ['GitHub', <Url key="g" href={a.socialLinks?.github} />],
        ]}
      />
      <Section
        title="Project details"
        rows={[
          ['Description', text(a.description)],
          ['Problem statement', text(a.problemStatement)],
          ['Solution', text(a.solution)],
          ['Target market', text(a.targetMarket)],
          ['Business model', text(a.businessModel)],
        ]}
      />
      <Section
        title="Technical details"
        rows={[
          ['Technology stack', text(a.technologyStack)],
          ['Development stage', text(developmentStageLabel(a.developmentStage))],
        ]}
      />
      <Section
        title="Team & funding"
        rows={[
          ['Team size', text(a.teamSize)],
          ['Team experience', text(a.teamExperience)],
          ['Key personnel', text(a.keyPersonnel)],
          ['Current funding', money(a.currentFunding)],
          ['Funding goal', money(a.totalCapitalTarget)],
        ]}
      />
      <Section
        title="Timeline"
        rows={[
          [
            'Expected launch',
            a.expectedLaunchDate ? calendarDay(a.expectedLaunchDate, longCalendarDayFormat) : missing,
          ],
        ]}
      />
      <Section
        title="Files"
        rows={(['logo', 'documents', 'whitepaper'] as const).map((kind) => {
          const file = detail.files.find((f) => f.kind === kind);
          return [
            fileLabels[kind],
            file ? (
              <a
                key={kind}
                href={file.url}
                download
                className="inline-flex items-center gap-1 underline underline-offset-4"
              >
                <Download aria-hidden className="size-3.5" />
                Download {fileLabels[kind].toLowerCase()}
              </a>
            ) : (
              missing
            ),
          ];
        })}
      />
      <Section
        title="Submission"
        rows={[
          ['Submitted', formatDateTime(a.createdAt)],
          ['Last updated', formatDateTime(a.updatedAt)],
          ['User agent', text(a.userAgent)],
          ['Submission IP', text(a.submissionIp)],
          ['Signed-in user', text(a.userId)],
        ]}
      />
    </div>
  );
}
