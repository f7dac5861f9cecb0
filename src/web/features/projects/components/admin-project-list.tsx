import { useDocumentTitle } from '~/web/lib/use-document-title';

/** The admins' management list of every incubated project (issue 10). */
export function AdminProjectList() {
  useDocumentTitle('Incubator');
  return <h1 className="text-2xl font-semibold tracking-tight">Incubator</h1>;
}
