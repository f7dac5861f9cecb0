import { FileText, ImageIcon, X } from 'lucide-react';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { checkFileStart } from '~/shared/file-signatures';
import { checkFile, fileRules, type FileField } from '~/shared/application-files';
import { Button } from '~/web/components/ui/button';
import { fileLabels } from '../fields';
import { describedBy, fieldId, FieldLabel, FieldMessages } from './apply-field';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

interface FileInputProps {
  field: FileField;
  file: File | null;
  error?: string;
  onChange(file: File | null, error?: string): void;
  /** A file of this kind is already on record (a resubmission keeps it unless one is chosen). */
  stored?: boolean;
}

/**
 * A file picker checked in the browser (size, type, the first bytes) before anything is sent; a
 * refused file is not kept.
 */
export function FileInput({ field, file, error, onChange, stored }: FileInputProps) {
  const rule = fileRules[field];
  const id = fieldId(field);
  const inputRef = useRef<HTMLInputElement>(null);
  const accept = [...rule.extensions, ...rule.types].join(',');
  const Icon = field === 'companyLogo' ? ImageIcon : FileText;

  // A later pick wins over an earlier one whose bytes are still being read.
  const picks = useRef(0);
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const pick = ++picks.current;
    const problem = checkFile(field, chosen) ?? (await checkFileStart(field, chosen));
    if (pick !== picks.current) return;
    if (problem) {
      if (inputRef.current) inputRef.current.value = '';
      onChange(null, problem);
    } else {
      onChange(chosen);
    }
  };

  const remove = () => {
    if (inputRef.current) inputRef.current.value = '';
    // Render the picker again before focusing it, so keyboard focus is not lost with the button.
    flushSync(() => onChange(null));
    inputRef.current?.focus();
  };

  return (
    <div className="grid gap-2">
      <FieldLabel id={id} label={fileLabels[field]} />
      {stored && !file && (
        <p className="text-xs text-muted-foreground">We have your file. Choose another only to replace it.</p>
      )}
      <input
        ref={inputRef}
        id={id}
        name={field}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, rule.hint, error)}
        onChange={(e) => void choose(e.target.files?.[0])}
        className={
          file
            ? 'hidden'
            : 'block w-full min-w-0 cursor-pointer rounded-md border border-dashed border-input bg-background p-2 text-sm text-muted-foreground file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-secondary-foreground aria-invalid:border-destructive'
        }
      />
      {file && (
        <div className="flex items-center gap-3 rounded-md border bg-muted/40 p-2 text-sm">
          <Icon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium" data-testid={`${field}-name`}>
              {file.name}
            </p>
            <p className="text-xs text-muted-foreground">{formatBytes(file.size)}</p>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={remove}
            aria-label={`Remove ${file.name}`}
          >
            <X aria-hidden />
          </Button>
        </div>
      )}
      <FieldMessages id={id} hint={rule.hint} error={error} />
    </div>
  );
}
