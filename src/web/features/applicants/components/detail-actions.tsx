import { FolderPlus, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ApplicationDetail } from '~/shared/schemas/applicants';
import { Button } from '~/web/components/ui/button';
import { ButtonLink } from '~/web/components/ui/button-link';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { ApiError } from '~/web/lib/api-client';
import { useCreateProjectFromApplication, useDeleteApplication } from '../api';

const serverMessage = (err: unknown) =>
  err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : 'Please try again.';

/** 'Create incubated project' for approved applications (prefilled by the server from its fields). */
export function CreateProjectAction({ detail }: { detail: ApplicationDetail }) {
  const create = useCreateProjectFromApplication(detail.application.id);
  if (detail.projectId) {
    return (
      <ButtonLink to={`/incubator/${detail.projectId}`} size="sm" variant="outline">
        <FolderPlus aria-hidden />
        Open incubated project
      </ButtonLink>
    );
  }
  if (detail.application.status !== 'approved') return null;
  return (
    <Button
      size="sm"
      variant="outline"
      busy={create.isPending}
      onClick={() =>
        create.mutate(
          {},
          {
            onSuccess: ({ project }) =>
              toast.success('Incubated project created', { description: project.name }),
            onError: (err) =>
              toast.error('Failed to create project', { description: serverMessage(err), duration: 8000 }),
          },
        )
      }
    >
      <FolderPlus aria-hidden />
      {create.isPending ? 'Creating…' : 'Create incubated project'}
    </Button>
  );
}

/** super_admin only (the server refuses others); removes the row and its files for good. */
export function DeleteApplicationAction({ detail }: { detail: ApplicationDetail }) {
  const remove = useDeleteApplication();
  const navigate = useNavigate();
  const { id, name } = detail.application;
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="destructive">
          <Trash2 aria-hidden />
          Delete
        </Button>
      }
      title="Delete this application?"
      description={`${name}, its files, notes and history are removed permanently. This cannot be undone.`}
      destructive
      confirmLabel="Delete permanently"
      onConfirm={() =>
        remove.mutate(id, {
          onSuccess: () => navigate('/admin/applicants', { replace: true }),
          onError: (err) =>
            toast.error('Failed to delete application', {
              description: serverMessage(err),
              duration: 8000,
            }),
        })
      }
    />
  );
}
