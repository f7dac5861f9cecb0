import { Settings2 } from 'lucide-react';
import { Link } from 'react-router';
import type { ProjectAccessEntry } from '~/shared/auth';
import { phaseLabels } from '~/shared/enums';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '~/web/components/ui/card';

/** Spec section 9: the project dashboard's hard-coded placeholder figures, shown as such. */
const illustrative = [
  { label: 'Capital Raised', value: '$0' },
  { label: 'Team Members', value: '1' },
  { label: 'Milestones', value: '0/5' },
  { label: 'Progress', value: '25%' },
  { label: 'Funding Target', value: '$100,000' },
];

export function ProjectOverview({ project }: { project: ProjectAccessEntry }) {
  const phase = phaseLabels[project.currentPhase] ?? phaseLabels.development;
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-semibold tracking-tight">{project.name}</h1>
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">{phase}</Badge>
            <Badge variant="outline">{project.isOwner ? 'Owner' : project.role}</Badge>
          </div>
          {project.description && <p className="max-w-2xl text-muted-foreground">{project.description}</p>}
        </div>
        <Button variant="outline" asChild>
          <Link to={`/incubator/${encodeURIComponent(project.id)}`}>
            <Settings2 aria-hidden />
            Manage Project
          </Link>
        </Button>
      </div>
      <section aria-labelledby="project-figures">
        <h2 id="project-figures" className="text-lg font-semibold">
          Overview
        </h2>
        <p className="text-sm text-muted-foreground">
          Illustrative figures: these placeholders are not yet computed from your project&apos;s data.
        </p>
        <ul className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-5">
          {illustrative.map((f) => (
            <li key={f.label}>
              <Card>
                <CardHeader className="pb-2">
                  <CardDescription>{f.label}</CardDescription>
                </CardHeader>
                <CardContent>
                  <p className="text-2xl font-semibold">{f.value}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
