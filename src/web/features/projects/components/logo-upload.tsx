import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { checkFile, fileRules } from '~/shared/application-files';
import type { ManagedProject } from '~/shared/schemas/projects';
import { ProjectLogo } from '~/web/components/project-logo';
import { Button } from '~/web/components/ui/button';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { Label } from '~/web/components/ui/label';
import { ApiError } from '~/web/lib/api-client';
import { useRemoveProjectLogo, useUploadProjectLogo } from '../api';

const rule = fileRules.companyLogo;

/** The logo: a preview of the chosen file, upload (checked by its bytes on the server), and removal. */
export function LogoUpload({ project }: { project: ManagedProject }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const upload = useUploadProjectLogo(project.id);
  const remove = useRemoveProjectLogo(project.id);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const reset = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border p-4"
    >
      <h2 id={`${id}-heading`} className="font-semibold">
        Logo
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        {preview ? (
          <img
            src={preview}
            alt="Chosen logo, not uploaded yet"
            className="size-16 rounded-lg border bg-background object-contain p-1"
          />
        ) : (
          <ProjectLogo name={project.name} logoUrl={project.logoUrl} className="size-16" />
        )}
        <div className="grid min-w-0 flex-1 gap-2">
          <Label htmlFor={id}>{project.logoUrl ? 'Replace the logo' : 'Upload a logo'}</Label>
          <input
            ref={input}
            id={id}
            type="file"
            accept={rule.extensions.join(',')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            className="w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm"
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setError(chosen ? checkFile('companyLogo', chosen) : null);
              setFile(chosen);
            }}
          />
          {error ? (
            <p id={`${id}-error`} className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {rule.hint}. Shown on the public project card.
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          disabled={!file || !!error}
          busy={upload.isPending}
          onClick={() =>
            file &&
            upload.mutate(file, {
              onSuccess: () => {
                toast.success('Logo uploaded');
                reset();
              },
              onError: (err) => {
                setError(err instanceof ApiError && err.fields?.logo ? err.fields.logo : err.message);
                toast.error('Upload Failed', { description: err.message });
              },
            })
          }
        >
          <ImageUp aria-hidden />
          {upload.isPending ? 'Uploading…' : 'Upload logo'}
        </Button>
        {file && (
          <Button type="button" size="sm" variant="ghost" onClick={reset}>
            Cancel
          </Button>
        )}
        {project.logoUrl && !file && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            busy={remove.isPending}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden />
            Remove logo
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove the logo?"
        description="The project card shows its initial instead until a new logo is uploaded."
        confirmLabel="Remove logo"
        destructive
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => toast.success('Logo removed'),
            onError: (err) => toast.error('Failed to remove the logo', { description: err.message }),
          })
        }
      />
    </section>
  );
}
