import type { ProjectTabProps } from '~/web/features/projects/tab-props';

export function RevenueTab({ project }: ProjectTabProps) {
  return <p className="text-muted-foreground">{project.name}</p>;
}
