import type { ProjectTabProps } from '../tab-props';

export function ProfileTab({ project }: ProjectTabProps) {
  return <p className="text-muted-foreground">{project.name}</p>;
}
