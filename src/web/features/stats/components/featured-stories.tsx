import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney, industryLabel, NOT_DISCLOSED, phaseLabel } from '~/shared/format';
import type { PublicProject } from '~/shared/schemas/public-projects';
import { Badge } from '~/web/components/ui/badge';
import { Card, CardContent } from '~/web/components/ui/card';
import { OutboundLink } from '~/web/components/ui/outbound-link';

const FALLBACK = 'Building innovative solutions in the Web3 space.';

export function FeaturedStories({ projects }: { projects: PublicProject[] }) {
  return (
    <section aria-labelledby="stories-heading">
      <h2 id="stories-heading" className="mb-4 text-2xl font-semibold">
        Featured Stories
      </h2>
      {projects.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          No featured projects yet. Stories appear here once projects are featured.{' '}
          <Link to="/companies" className="font-medium text-foreground underline underline-offset-4">
            Browse all companies
          </Link>
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {projects.map((p) => (
            <li key={p.id}>
              <Card className="flex h-full flex-col">
                <CardContent className="flex flex-1 flex-col gap-3 p-5">
                  <div className="flex items-center gap-3">
                    {p.logoUrl ? (
                      <img
                        src={p.logoUrl}
                        alt=""
                        className="size-10 rounded-lg object-cover"
                        loading="lazy"
                      />
                    ) : (
                      <span
                        aria-hidden
                        className="flex size-10 items-center justify-center rounded-lg bg-muted font-semibold"
                      >
                        {p.name.charAt(0).toUpperCase()}
                      </span>
                    )}
                    <h3 className="font-semibold leading-tight">{p.name}</h3>
                    <Star
                      aria-label="Featured"
                      className="ml-auto size-4 shrink-0 fill-amber-400 text-amber-500"
                    />
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {p.shortDescription || p.description || FALLBACK}
                  </p>
                  <div className="flex flex-wrap gap-1.5">
                    {p.industry && <Badge variant="secondary">{industryLabel(p.industry)}</Badge>}
                    {p.currentPhase !== 'documentation' && (
                      <Badge variant="outline">{phaseLabel(p.currentPhase)}</Badge>
                    )}
                  </div>
                  <p className="mt-auto text-sm">
                    <span className="text-muted-foreground">Raised: </span>
                    <span className="font-semibold">{formatMoney(p.capitalRaised, NOT_DISCLOSED)}</span>
                  </p>
                  {p.websiteUrl && (
                    <OutboundLink
                      href={p.websiteUrl}
                      className="text-sm font-medium underline-offset-4 hover:underline"
                    >
                      Visit {p.name}{' '}
                    </OutboundLink>
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
