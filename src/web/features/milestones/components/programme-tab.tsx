import type { ProjectTabProps } from '~/web/features/projects/tab-props';

export function ProgrammeTab({ project }: ProjectTabProps) {
  return <p className="text-muted-foreground">{project.name}</p>;
}
