import { toast } from 'sonner';
import { noteSchema, type ApplicationNote } from '~/shared/schemas/applicants';
import { Button } from '~/web/components/ui/button';
import { Form, FormInput, useZodForm } from '~/web/components/ui/form';
import { Textarea } from '~/web/components/ui/textarea';
import { useAddNote } from '../api';
import { formatDateTime } from '~/web/lib/date-format';

/** Internal notes: admins only, never shown to the applicant. */
export function NotesSection({ applicationId, notes }: { applicationId: string; notes: ApplicationNote[] }) {
  const add = useAddNote(applicationId);
  const form = useZodForm(noteSchema, { defaultValues: { body: '' } });

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
                <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Form
        form={form}
        className="grid gap-2"
        onSubmit={({ body }) =>
          add.mutate(body, {
            onSuccess: () => form.reset(),
            onError: () => toast.error('Failed to add note', { duration: 8000 }),
          })
        }
      >
        <FormInput name="body" label="Add a note">
          <Textarea maxLength={5000} />
        </FormInput>
        <Button type="submit" size="sm" className="justify-self-start" busy={add.isPending}>
          {add.isPending ? 'Saving…' : 'Add note'}
        </Button>
      </Form>
    </div>
  );
}
