import { Pencil, Trash2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

/**
 * `of` names the row for screen readers ("Edit Fuji"), so a list of these buttons is told apart. The
 * space stays outside the hidden span: accessible-name rules that trim each element's text (jsdom's)
 * would otherwise read "EditFuji".
 */
type RowActionProps = ComponentProps<typeof Button> & { of: ReactNode };

/** A row's small outlined Edit button. */
export function EditButton({ of, ...button }: RowActionProps) {
  return (
    <Button size="sm" variant="outline" {...button}>
      <Pencil aria-hidden /> Edit <span className="sr-only">{of}</span>
    </Button>
  );
}

/** A row's small outlined Delete button (usually a `ConfirmDialog`'s trigger). */
export function DeleteButton({ of, ...button }: RowActionProps) {
  return (
    <Button size="sm" variant="outline" {...button}>
      <Trash2 aria-hidden /> Delete <span className="sr-only">{of}</span>
    </Button>
  );
}

/**
 * A row's Edit button and its Delete button behind an 'Are you sure?' (`title`, `description`).
 * These two are named by `aria-label` ("Edit Team"): the row's name is not written into them again,
 * so a search for the name in the table finds the name cell alone.
 */
export function EditDeleteActions({
  of,
  onEdit,
  title,
  description,
  onDelete,
}: {
  of: string;
  onEdit: () => void;
  title: ReactNode;
  description: ReactNode;
  onDelete: () => void;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button size="sm" variant="outline" aria-label={`Edit ${of}`} onClick={onEdit}>
        <Pencil aria-hidden /> Edit
      </Button>
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="outline" aria-label={`Delete ${of}`}>
            <Trash2 aria-hidden /> Delete
          </Button>
        }
        title={title}
        description={description}
        confirmLabel="Delete"
        destructive
        onConfirm={onDelete}
      />
    </div>
  );
}
