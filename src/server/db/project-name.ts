import { eq } from 'drizzle-orm';
import { validationError } from '../http/app-error';
import type { DbOrTx } from './client';
import { incubatedProjects } from './schema/index';

/** The name of the project a money record points at; an unknown project is a field error. */
export async function requireProjectName(db: DbOrTx, projectId: string): Promise<string> {
  const [project] = await db
    .select({ name: incubatedProjects.name })
    .from(incubatedProjects)
    .where(eq(incubatedProjects.id, projectId));
  if (!project) throw validationError({ projectId: 'Project not found' });
  return project.name;
}
