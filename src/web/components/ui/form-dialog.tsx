import { Plus } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogHeading } from './dialog';

/** A create/edit form in a dialog; the form mounts fresh each time the dialog opens. */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeading title={title} description={description} />
        {open && children}
      </DialogContent>
    </Dialog>
  );
}

/** Which record a list's form dialog is open for: a row to edit, 'new', or nothing (closed). */
export type Editing<T> = T | 'new' | null;

/** The button that opens a list's create dialog (`setEditing('new')`): a plus and its label. */
export function NewButton({ children, variant = 'brand', ...props }: ComponentProps<typeof Button>) {
  return (
    <Button variant={variant} {...props}>
      <Plus aria-hidden /> {children}
    </Button>
  );
}

/**
 * The create/edit dialog of a list, open while `editing` is not null; `title` and the form get the
 * row being edited, or undefined for a new one.
 */
export function EditDialog<T>({
  editing,
  onClose,
  title,
  description,
  children,
}: {
  editing: Editing<T>;
  onClose: () => void;
  title: (row: T | undefined) => ReactNode;
  description: ReactNode;
  children: (row: T | undefined) => ReactNode;
}) {
  const row = editing === 'new' || editing === null ? undefined : editing;
  return (
    <FormDialog open={editing !== null} onClose={onClose} title={title(row)} description={description}>
      {children(row)}
    </FormDialog>
  );
}
