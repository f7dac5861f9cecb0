import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { ApplicationNote } from '~/shared/applicants';
import { noteSchema } from '~/shared/applicants';
import { Button } from '~/web/components/ui/button';
import { Label } from '~/web/components/ui/label';
import { Textarea } from '~/web/components/ui/textarea';
import { useAddNote } from '../api';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Internal notes: admins only, never shown to the applicant. */
export function NotesSection({ applicationId, notes }: { applicationId: string; notes: ApplicationNote[] }) {
  const add = useAddNote(applicationId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = noteSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Note is required');
      return;
    }
    setError(null);
    add.mutate(parsed.data.body, {
      onSuccess: () => setBody(''),
      onError: () => toast.error('Failed to add note', { duration: 8000 }),
    });
  };

  return (
    <div className="grid gap-4">
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No notes yet.</p>
      ) : (
        <ul className="grid gap-3 text-sm">
          {notes.map((n) => (
            <li key={n.id} className="rounded-md border p-3">
              <p className="whitespace-pre-wrap break-words">{n.body}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {n.author?.name ?? n.author?.email ?? 'An admin'} ·{' '}
                <time dateTime={n.createdAt}>{dateTime.format(new Date(n.createdAt))}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="grid gap-2" noValidate>
        <Label htmlFor={id}>Add a note</Label>
        <Textarea
          id={id}
          value={body}
          maxLength={5000}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setBody(e.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" size="sm" className="justify-self-start" busy={add.isPending}>
          {add.isPending ? 'Saving…' : 'Add note'}
        </Button>
      </form>
    </div>
  );
}
