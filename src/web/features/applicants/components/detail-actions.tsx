import { FolderPlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ApplicationDetail } from '~/shared/applicants';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/web/components/ui/alert-dialog';
import { Button } from '~/web/components/ui/button';
import { ApiError } from '~/web/lib/api-client';
import { useCreateProjectFromApplication, useDeleteApplication } from '../api';

const serverMessage = (err: unknown) =>
  err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : 'Please try again.';

/** 'Create incubated project' for approved applications (prefilled by the server from its fields). */
export function CreateProjectAction({ detail }: { detail: ApplicationDetail }) {
  const create = useCreateProjectFromApplication(detail.application.id);
  if (detail.projectId) {
    return (
      <Button size="sm" variant="outline" asChild>
        <Link to={`/incubator/${detail.projectId}`}>
          <FolderPlus aria-hidden />
          Open incubated project
        </Link>
      </Button>
    );
  }
  if (detail.application.status !== 'approved') return null;
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={create.isPending}
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
  const [open, setOpen] = useState(false);
  const { id, name } = detail.application;
  return (
    <>
      <Button size="sm" variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        Delete
      </Button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogTitle>Delete this application?</AlertDialogTitle>
          <AlertDialogDescription>
            {name}, its files, notes and history are removed permanently. This cannot be undone.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              destructive
              onClick={() =>
                remove.mutate(id, {
                  onSuccess: () => navigate('/admin/applicants', { replace: true }),
                  onError: (err) =>
                    toast.error('Failed to delete application', {
                      description: serverMessage(err),
                      duration: 8000,
                    }),
                })
              }
            >
              Delete permanently
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
