import { ExternalLink, Star } from 'lucide-react';
import { useId } from 'react';
import {
  companyTypeLabel,
  formatMoney,
  fundingPercent,
  industryLabel,
  NOT_DISCLOSED,
  splitTags,
  tagLabel,
} from '~/shared/format';
import type { PublicProject } from '~/shared/schemas/public-projects';
import { PhaseBadge } from '~/web/components/phase-badge';
import { ProjectLogo } from '~/web/components/project-logo';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { ArticleCard } from '~/web/components/ui/card';
import { Meter } from '~/web/components/ui/meter';

export const GENERIC_DESCRIPTION = 'An innovative Web3 project building the future on Avalanche.';

/** Spec section 2, 'Project card'. */
export function ProjectCard({
  project,
  headingLevel: Heading = 'h3',
}: {
  project: PublicProject;
  /** h3 under a section heading (home), h2 directly under the page title (/incubator). */
  headingLevel?: 'h2' | 'h3';
}) {
  const titleId = useId();
  const description = project.shortDescription || project.description || GENERIC_DESCRIPTION;
  const percent = fundingPercent(project.capitalRaised, project.totalCapitalTarget);
  // Spec section 9: a missing amount reads 'Not disclosed' (as on /companies), never '$0 / $0'.
  const target = project.totalCapitalTarget;
  const hasTarget = typeof target === 'number' && Number.isFinite(target) && target > 0;
  const { shown, hidden } = splitTags(project.tags);
  const industry = industryLabel(project.industry);
  const companyType = companyTypeLabel(project.companyType);

  return (
    <ArticleCard labelledBy={titleId} data-testid="project-card">
      <div className="flex items-start justify-between gap-3">
        <ProjectLogo name={project.name} logoUrl={project.logoUrl} />
        <div className="flex flex-wrap justify-end gap-1.5">
          {project.isFeatured && (
            <Badge variant="secondary" className="gap-1">
              <Star aria-hidden className="size-3 fill-amber-500 text-amber-500" />
              Featured
            </Badge>
          )}
          {project.currentPhase !== 'documentation' && <PhaseBadge phase={project.currentPhase} />}
        </div>
      </div>

      <div className="space-y-1.5">
        <Heading id={titleId} className="text-lg font-semibold leading-tight">
          {project.name}
        </Heading>
        <p className="line-clamp-3 text-sm text-muted-foreground">{description}</p>
      </div>

      {(industry || companyType) && (
        <dl className="grid grid-cols-2 gap-2 text-sm">
          {industry && (
            <div>
              <dt className="text-xs text-muted-foreground">Industry</dt>
              <dd className="font-medium">{industry}</dd>
            </div>
          )}
          {companyType && (
            <div>
              <dt className="text-xs text-muted-foreground">Company Type</dt>
              <dd className="font-medium">{companyType}</dd>
            </div>
          )}
        </dl>
      )}

      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="text-muted-foreground">Funding Progress</span>
          <span className="font-medium tabular-nums" data-testid="funding-percent">
            {hasTarget ? `${percent}%` : NOT_DISCLOSED}
          </span>
        </div>
        {hasTarget ? (
          <Meter label={`${project.name} funding progress`} percent={percent} />
        ) : (
          // No target: no bar pretending to be at 0%; the empty track keeps the cards aligned.
          <div aria-hidden className="h-2 rounded-full bg-muted" />
        )}
        <p className="text-xs text-muted-foreground tabular-nums" data-testid="funding-amounts">
          {hasTarget
            ? `${formatMoney(project.capitalRaised)} / ${formatMoney(project.totalCapitalTarget)}`
            : [
                project.capitalRaised !== null && `Raised: ${formatMoney(project.capitalRaised)}`,
                `Target: ${NOT_DISCLOSED}`,
              ]
                .filter(Boolean)
                .join(' · ')}
        </p>
      </div>

      {shown.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {shown.map((tag) => (
            <li key={tag}>
              <Badge variant="outline" className="font-medium">
                {tagLabel(tag)}
              </Badge>
            </li>
          ))}
          {hidden > 0 && (
            <li>
              <Badge variant="outline" className="font-medium text-muted-foreground">
                <span aria-hidden>+{hidden}</span>
                <span className="sr-only">and {hidden} more</span>
              </Badge>
            </li>
          )}
        </ul>
      )}

      <div className="mt-auto pt-1">
        {project.websiteUrl ? (
          <Button variant="outline" className="w-full" asChild>
            <a href={project.websiteUrl} target="_blank" rel="noopener noreferrer">
              Visit Website
              <ExternalLink aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        ) : (
          <Button variant="outline" className="w-full" disabled>
            Coming Soon
          </Button>
        )}
      </div>
    </ArticleCard>
  );
}
