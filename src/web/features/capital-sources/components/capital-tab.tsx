import type { ProjectTabProps } from '~/web/features/projects/tab-props';

export function CapitalTab({ project }: ProjectTabProps) {
  return <p className="text-muted-foreground">{project.name}</p>;
}
