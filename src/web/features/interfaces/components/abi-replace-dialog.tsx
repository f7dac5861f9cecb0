import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { toast } from 'sonner';
import type { AbiChangeRating } from '~/shared/abi-diff';
import {
  abiReplacementSchema,
  type AbiReplacementInput,
  type AbiReplacementPreview,
} from '~/shared/schemas/contracts';
import { abiInputSources, type AbiInputSource, type DeploymentDetail } from '~/shared/schemas/deployments';
import { StandardAbiSelect } from '~/web/components/contracts/standard-abi-select';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { FormDialog } from '~/web/components/ui/form-dialog';
import { Form, FormInput, useZodForm } from '~/web/components/ui/form';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { Textarea } from '~/web/components/ui/textarea';
import { ApiError } from '~/web/lib/api-client';
import { standardAbisQuery } from '../../contracts/api';
import { usePreviewAbi, useReplaceAbi } from '../api';

const ratingText: Record<AbiChangeRating, string> = {
  none: 'No change',
  minor: 'Minor: only additions or renamed parameters',
  major: 'Major: events, errors or mutability changed',
  breaking: 'Breaking: functions removed or their signatures changed',
};
const ratingVariant = {
  none: 'secondary',
  minor: 'secondary',
  major: 'outline',
  breaking: 'destructive',
} as const;

const sources: [AbiInputSource, string][] = [
  ['fetched', 'Fetch verified (explorer, then Sourcify)'],
  ['pasted', 'Paste JSON'],
  ['uploaded', 'Upload JSON file'],
  ['library', 'Standard library'],
];

/** Re-import or replace the deployment's ABI: the change is rated and listed before anything is saved. */
export function AbiReplaceButton({ deployment }: { deployment: DeploymentDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Replace ABI
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Replace the ABI"
        description="Fetch the verified ABI again or give a new one; the changes are rated before you save."
      >
        <AbiReplaceForm deployment={deployment} onDone={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}

/** The dialog's inputs; what they make is checked by the schema the server uses. */
const replaceFields = z.object({
  abiSource: z.enum(abiInputSources),
  abi: z.string(),
  standardAbiId: z.string(),
});
const replaceSchema = replaceFields
  .transform((v): AbiReplacementInput => ({
    abiSource: v.abiSource,
    ...(v.abiSource === 'pasted' || v.abiSource === 'uploaded' ? { abi: v.abi } : {}),
    ...(v.abiSource === 'library' ? { standardAbiId: v.standardAbiId || undefined } : {}),
  }))
  .pipe(abiReplacementSchema);

/** Where a refusal is shown: on the active source's input, or under the choice for a fetch. */
const errorSlot = { fetched: 'root', pasted: 'abi', uploaded: 'abi', library: 'standardAbiId' } as const;

function AbiReplaceForm({ deployment, onDone }: { deployment: DeploymentDetail; onDone: () => void }) {
  const form = useZodForm(replaceSchema, {
    defaultValues: { abiSource: 'fetched', abi: '', standardAbiId: '' } satisfies z.input<
      typeof replaceFields
    >,
  });
  const [preview, setPreview] = useState<AbiReplacementPreview | null>(null);
  const { abiSource: source, standardAbiId } = form.watch();
  const { errors } = form.formState;
  const library = useQuery({ ...standardAbisQuery(false), enabled: source === 'library' });
  const previewAbi = usePreviewAbi(deployment.id);
  const replace = useReplaceAbi(deployment.id);
  // A changed choice or ABI voids the preview and the refusal of the old one.
  useEffect(() => {
    const watching = form.watch(() => {
      setPreview(null);
      form.clearErrors();
    });
    return () => watching.unsubscribe();
  }, [form]);

  const fail = (err: Error) =>
    form.setError(errorSlot[form.getValues('abiSource')], {
      type: 'server',
      message:
        err instanceof ApiError && err.fields
          ? (err.fields.abi ?? Object.values(err.fields)[0])
          : err.message,
    });
  const save = form.handleSubmit((body) =>
    replace.mutate(
      { ...body, confirmHash: preview!.abiHash },
      {
        onSuccess: () => {
          toast.success('ABI replaced', { description: ratingText[preview!.diff.rating] });
          onDone();
        },
        onError: fail,
      },
    ),
  );

  return (
    <Form
      form={form}
      className="grid gap-4"
      onSubmit={(body) => previewAbi.mutate(body, { onSuccess: setPreview, onError: fail })}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">New ABI from</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {sources.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" value={value} {...form.register('abiSource')} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {source === 'pasted' && (
        <FormInput name="abi" label="New ABI JSON">
          <Textarea rows={6} className="font-mono text-xs" spellCheck={false} />
        </FormInput>
      )}
      {source === 'uploaded' && (
        <FormField label="New ABI file (.json)" error={errors.abi?.message}>
          <Input
            type="file"
            accept="application/json,.json"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void file.text().then((t) => form.setValue('abi', t));
            }}
          />
        </FormField>
      )}
      {source === 'library' && (
        <StandardAbiSelect
          library={library.data}
          value={standardAbiId}
          onChange={(id) => form.setValue('standardAbiId', id)}
          error={errors.standardAbiId?.message}
        />
      )}
      {source === 'fetched' && errors.root && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root.message}
        </p>
      )}
      {preview && <DiffView preview={preview} />}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        {!preview ? (
          <Button type="submit" busy={previewAbi.isPending}>
            {previewAbi.isPending ? 'Comparing…' : 'Preview changes'}
          </Button>
        ) : (
          <Button
            type="button"
            variant={preview.diff.rating === 'breaking' ? 'destructive' : 'default'}
            disabled={preview.diff.rating === 'none'}
            busy={replace.isPending}
            onClick={() => void save()}
          >
            {replace.isPending ? 'Saving…' : 'Save new ABI'}
          </Button>
        )}
      </div>
    </Form>
  );
}

function DiffView({ preview }: { preview: AbiReplacementPreview }) {
  const { diff } = preview;
  return (
    <section aria-labelledby="abi-diff-heading" className="space-y-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="abi-diff-heading" className="text-sm font-semibold">
          Changes
        </h3>
        <Badge variant={ratingVariant[diff.rating]}>{diff.rating}</Badge>
        <span className="text-xs text-muted-foreground">
          from {preview.source} · {preview.verification}
        </span>
      </div>
      <p className="text-sm">{ratingText[diff.rating]}</p>
      {diff.changes.length > 0 && (
        <ul className="max-h-60 space-y-1 overflow-y-auto font-mono text-xs">
          {diff.changes.map((c, i) => (
            <li key={i} className="flex flex-wrap gap-2">
              <Badge variant={ratingVariant[c.rating]} className="font-sans">
                {c.rating}
              </Badge>
              <span className="break-all">
                {c.kind} {c.signature} {c.change}
                {c.detail ? ` (${c.detail})` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {preview.droppedAdminFunctions.length > 0 && (
        <p className="text-sm text-destructive">
          Admin functions dropped (not in the new ABI): {preview.droppedAdminFunctions.join(', ')}
        </p>
      )}
    </section>
  );
}
