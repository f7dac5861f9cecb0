import { Star } from 'lucide-react';
import { useId } from 'react';
import {
  companyTypeLabel,
  formatMoney,
  industryLabel,
  NOT_DISCLOSED,
  projectStageLabel,
  yearOf,
} from '~/shared/format';
import type { PublicProject } from '~/shared/schemas/public-projects';
import { PhaseBadge } from '~/web/components/phase-badge';
import { ProjectLogo } from '~/web/components/project-logo';
import { Badge } from '~/web/components/ui/badge';
import { ArticleCard } from '~/web/components/ui/card';
import { OutboundLink } from '~/web/components/ui/outbound-link';

export const FALLBACK_DESCRIPTION = 'Building innovative solutions in the Web3 space.';

const outboundClass = 'rounded-sm text-sm font-medium underline-offset-4 hover:underline';

/** Spec section 2, /companies cards. */
export function CompanyCard({ company }: { company: PublicProject }) {
  const titleId = useId();
  const companyType = companyTypeLabel(company.companyType);
  const joined = yearOf(company.onboardingDate);

  return (
    <ArticleCard labelledBy={titleId} data-testid="company-card">
      <div className="flex items-start gap-3">
        <ProjectLogo name={company.name} logoUrl={company.logoUrl} />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="flex items-center gap-1.5 text-lg font-semibold leading-tight">
            <span className="truncate">{company.name}</span>
            {company.isFeatured && (
              <>
                <Star aria-hidden className="size-4 shrink-0 fill-amber-500 text-amber-500" />
                <span className="sr-only">(featured)</span>
              </>
            )}
          </h2>
          {companyType && <p className="text-sm text-muted-foreground">{companyType}</p>}
        </div>
      </div>

      <p className="line-clamp-3 text-sm text-muted-foreground">
        {company.description || FALLBACK_DESCRIPTION}
      </p>

      <ul aria-label="Classification" className="flex flex-wrap gap-1.5">
        {company.industry && (
          <li>
            <Badge variant="outline">
              <span className="sr-only">Industry: </span>
              {industryLabel(company.industry)}
            </Badge>
          </li>
        )}
        {company.projectStage && (
          <li>
            <Badge variant="outline">
              {/* Visible: a stage and a phase of the same value must not read 'Development Development'. */}
              <span className="font-normal whitespace-pre">Stage: </span>
              {projectStageLabel(company.projectStage)}
            </Badge>
          </li>
        )}
        <li>
          <PhaseBadge phase={company.currentPhase} prefix="Phase:" />
        </li>
      </ul>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {company.capitalRaised !== null && (
          <div className="flex gap-1">
            <dt className="text-muted-foreground">Raised:</dt>
            <dd className="font-medium tabular-nums">{formatMoney(company.capitalRaised)}</dd>
          </div>
        )}
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Target:</dt>
          <dd className="font-medium tabular-nums">
            {formatMoney(company.totalCapitalTarget, NOT_DISCLOSED)}
          </dd>
        </div>
        {joined && (
          <div className="flex gap-1">
            <dt className="text-muted-foreground">Joined:</dt>
            <dd className="font-medium tabular-nums">{joined}</dd>
          </div>
        )}
      </dl>

      {(company.websiteUrl || company.linkedinUrl) && (
        <div className="mt-auto flex flex-wrap gap-4 border-t pt-4">
          {company.websiteUrl && (
            <OutboundLink href={company.websiteUrl} className={outboundClass}>
              Visit Site
            </OutboundLink>
          )}
          {company.linkedinUrl && (
            <OutboundLink href={company.linkedinUrl} className={outboundClass}>
              LinkedIn
            </OutboundLink>
          )}
        </div>
      )}
    </ArticleCard>
  );
}
