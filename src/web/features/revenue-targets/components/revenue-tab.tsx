import type { ProjectTabProps } from '~/web/features/projects/tab-props';
import { Distributions } from './distributions';
import { RevenueTargets } from './revenue-targets';

/** Revenue of `/incubator/{id}` (admins): revenue targets and profit-sharing distributions. */
export function RevenueTab({ project }: ProjectTabProps) {
  return (
    <div className="space-y-10">
      <RevenueTargets projectId={project.id} />
      <Distributions projectId={project.id} />
    </div>
  );
}
