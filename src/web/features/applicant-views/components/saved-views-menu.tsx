import { Bookmark, BookmarkPlus, Check, ChevronRight, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { applicantViewSchema, type ApplicantView } from '~/shared/schemas/applicant-views';
import { Button } from '~/web/components/ui/button';
import { DeleteDialog } from '~/web/components/ui/confirm-dialog';
import { Form, formError, useZodForm } from '~/web/components/ui/form';
import { FormActions } from '~/web/components/ui/form-actions';
import { FormDialog } from '~/web/components/ui/form-dialog';
import { TextField } from '~/web/components/ui/text-field';
import { useApplicantViews, useCreateApplicantView, useDeleteApplicantView } from '../api';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-accent data-[disabled]:cursor-default data-[disabled]:opacity-50';
const contentClass =
  'z-50 max-w-[min(20rem,calc(100vw-1rem))] min-w-56 rounded-md border bg-popover p-1 text-popover-foreground shadow-md';
const Separator = () => <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />;

/** Order-insensitive, so a view still shows as current whatever order the URL lists its filters in. */
const sameQuery = (a: string, b: string) => {
  const norm = (q: string) =>
    [...new URLSearchParams(q)]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('&');
  return norm(a) === norm(b);
};

/**
 * 'Views' on the applicants list: apply one of the admin's saved filter sets, save the current
 * filters under a name, or delete a view (confirmed). `query` is the list's filters as a query string.
 */
export function SavedViewsMenu({ query, onApply }: { query: string; onApply(view: ApplicantView): void }) {
  const views = useApplicantViews();
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<ApplicantView | null>(null);
  const remove = useDeleteApplicantView();
  const list = views.data ?? [];
  const current = list.find((v) => sameQuery(v.query, query));

  return (
    <>
      {/* Non-modal and in place: see AccountMenu (axe refuses a modal menu and a portal outside landmarks). */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button size="sm" variant="outline">
            <Bookmark aria-hidden />
            {current ? `View: ${current.name}` : 'Saved views'}
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="end" sideOffset={6} className={contentClass}>
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
            {views.isPending ? 'Loading views…' : list.length ? 'Apply a view' : 'No saved views yet'}
          </DropdownMenu.Label>
          {list.map((view) => (
            <DropdownMenu.Item key={view.id} className={itemClass} onSelect={() => onApply(view)}>
              <Check aria-hidden className={`size-4 shrink-0 ${view === current ? '' : 'invisible'}`} />
              <span className="truncate">{view.name}</span>
              {view === current && <span className="sr-only">(current)</span>}
            </DropdownMenu.Item>
          ))}
          <Separator />
          <DropdownMenu.Item className={itemClass} onSelect={() => setSaving(true)}>
            <BookmarkPlus aria-hidden className="size-4" />
            Save current filters…
          </DropdownMenu.Item>
          {list.length > 0 && (
            <DropdownMenu.Sub>
              <DropdownMenu.SubTrigger className={itemClass}>
                <Trash2 aria-hidden className="size-4" />
                Delete a view
                <ChevronRight aria-hidden className="ml-auto size-4" />
              </DropdownMenu.SubTrigger>
              <DropdownMenu.SubContent sideOffset={4} className={contentClass}>
                {list.map((view) => (
                  <DropdownMenu.Item key={view.id} className={itemClass} onSelect={() => setDeleting(view)}>
                    <span className="truncate">{view.name}</span>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.SubContent>
            </DropdownMenu.Sub>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Root>

      <FormDialog
        open={saving}
        onClose={() => setSaving(false)}
        title="Save current filters"
        description="The status tab, filters, sort and page size are saved under a name only you see."
      >
        <SaveViewForm query={query} onDone={() => setSaving(false)} />
      </FormDialog>

      <DeleteDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        title={deleting && `Delete the view “${deleting.name}”?`}
        description="The saved filters are removed; no application changes."
        confirmLabel="Delete view"
        onDelete={({ id, name }) =>
          remove.mutate(id, {
            onSuccess: () => toast.success('View deleted', { description: name }),
            onError: (err) => toast.error('Failed to delete the view', { description: err.message }),
          })
        }
      />
    </>
  );
}

function SaveViewForm({ query, onDone }: { query: string; onDone(): void }) {
  const form = useZodForm(applicantViewSchema, { defaultValues: { name: '', query } });
  const create = useCreateApplicantView();
  return (
    <Form
      form={form}
      className="grid gap-4"
      onSubmit={(values) =>
        create.mutate(values, {
          onSuccess: (view) => {
            toast.success('View saved', { description: view.name });
            onDone();
          },
          // Only the name has an input (the query is the list's current filter): a server message
          // about the query goes to the toast, not to a field nobody sees.
          onError: formError(form, ['name'], 'Failed to save the view', { quiet: true }),
        })
      }
    >
      <TextField name="name" label="Name" hint="At most 60 characters" autoComplete="off" maxLength={60} />
      <FormActions onCancel={onDone} pending={create.isPending} variant="brand">
        Save view
      </FormActions>
    </Form>
  );
}
