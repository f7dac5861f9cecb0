import { Eye, EyeOff, Mail, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import {
  companyTypeLabel,
  formatMoney,
  industryLabel,
  NOT_DISCLOSED,
  phaseLabel,
  projectStageLabel,
  tagLabel,
} from '~/shared/format';
import type { ManagedProject } from '~/shared/schemas/projects';
import { PhaseBadge } from '~/web/components/phase-badge';
import { ProjectLogo } from '~/web/components/project-logo';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { useUpdateProject } from '../api';
import type { ProjectTabProps } from '../tab-props';
import { LogoUpload } from './logo-upload';
import { ProfileForm } from './profile-form';

/** The project's profile: an edit form for the admins and the owner, a read-only view for the team. */
export function ProfileTab({ project, canEdit, isAdmin }: ProjectTabProps) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      {isAdmin && <PublishSwitch project={project} />}
      <OwnerLine project={project} />
      {canEdit ? (
        <>
          <LogoUpload project={project} />
          <ProfileForm project={project} isAdmin={isAdmin} />
        </>
      ) : (
        <ProfileView project={project} />
      )}
    </div>
  );
}

/** Publication, obvious: a draft says so and offers 'Publish'. */
function PublishSwitch({ project }: { project: ManagedProject }) {
  const update = useUpdateProject(project.id);
  const set = (isActive: boolean) =>
    update.mutate(
      { isActive },
      {
        onSuccess: () => toast.success(isActive ? 'Project published' : 'Project unpublished'),
        onError: (err) => toast.error('Failed to change publication', { description: err.message }),
      },
    );
  if (project.isActive) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4">
        <p className="flex items-center gap-2 text-sm">
          <Eye aria-hidden className="size-4 text-emerald-600 dark:text-emerald-400" />
          <span>
            <strong>Published.</strong> Visitors see this project on the public incubator list.
          </span>
        </p>
        <Button variant="outline" size="sm" busy={update.isPending} onClick={() => set(false)}>
          Unpublish
        </Button>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40"
    >
      <p className="flex items-start gap-2 text-sm">
        <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400" />
        <span>
          <strong>Unpublished.</strong> Visitors do not see this project yet, and its team cannot open it. A
          project made from an application starts unpublished: check its profile, then publish it.
        </span>
      </p>
      <Button variant="brand" size="sm" busy={update.isPending} onClick={() => set(true)}>
        {update.isPending ? 'Publishing…' : 'Publish'}
      </Button>
    </div>
  );
}

function OwnerLine({ project }: { project: ManagedProject }) {
  return (
    <p className="flex items-start gap-2 text-sm [&>svg]:mt-0.5 [&>svg]:shrink-0 [&>span]:min-w-0 [&>span]:break-words">
      {project.owner ? (
        <>
          <UserRound aria-hidden className="size-4 text-muted-foreground" />
          <span>
            Owner: <strong>{project.owner.name}</strong>{' '}
            <a className="underline-offset-4 hover:underline" href={`mailto:${project.owner.email}`}>
              {project.owner.email}
            </a>
          </span>
        </>
      ) : project.pendingOwnerEmail ? (
        <>
          <Mail aria-hidden className="size-4 text-muted-foreground" />
          <span>
            No owner yet: an invitation to claim the project went to{' '}
            <strong className="break-all">{project.pendingOwnerEmail}</strong>.
          </span>
        </>
      ) : (
        <>
          <UserRound aria-hidden className="size-4 text-muted-foreground" />
          <span className="text-muted-foreground">No owner yet. Invite one from the Team tab.</span>
        </>
      )}
    </p>
  );
}

function UrlLink({ url }: { url: string }) {
  return (
    <a href={url} target="_blank" rel="noreferrer" className="break-all underline underline-offset-4">
      {url}
    </a>
  );
}

function ProfileView({ project: p }: { project: ManagedProject }) {
  const rows: [string, ReactNode][] = [
    ['Short description', p.shortDescription],
    ['Description', p.description && <span className="whitespace-pre-line">{p.description}</span>],
    ['Website', p.websiteUrl && <UrlLink url={p.websiteUrl} />],
    ['LinkedIn', p.linkedinUrl && <UrlLink url={p.linkedinUrl} />],
    ['Industry', industryLabel(p.industry)],
    ['Company type', companyTypeLabel(p.companyType)],
    ['Stage', projectStageLabel(p.projectStage)],
    [
      'Tags',
      p.tags.length > 0 && (
        <span className="flex flex-wrap gap-1">
          {p.tags.map((t) => (
            <Badge key={t} variant="outline">
              {tagLabel(t)}
            </Badge>
          ))}
        </span>
      ),
    ],
    ['Phase', <PhaseBadge key="phase" phase={p.currentPhase} />],
    ['Programme start', p.onboardingDate],
    ['Capital target', formatMoney(p.totalCapitalTarget, NOT_DISCLOSED)],
    ['Capital raised', formatMoney(p.capitalRaised, NOT_DISCLOSED)],
  ];
  return (
    <section aria-label="Profile" className="grid gap-4 rounded-lg border p-4">
      <div className="flex items-center gap-3">
        <ProjectLogo name={p.name} logoUrl={p.logoUrl} />
        <p className="text-sm text-muted-foreground">
          {phaseLabel(p.currentPhase)} · {p.isFeatured ? 'Featured' : 'Not featured'}
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="min-w-0 text-sm">
              {value || <span className="text-muted-foreground">Not set</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
