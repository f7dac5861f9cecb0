import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';

/**
 * 'Are you sure?' before an action: a title, what will happen, Cancel and the action. Opened by
 * `trigger`, or controlled through `open`/`onOpenChange` when one dialog serves many rows.
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive,
  onConfirm,
  children,
}: {
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  destructive?: boolean;
  onConfirm: () => void;
  /** Extra content between the description and the buttons (a note field, say). */
  children?: ReactNode;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction destructive={destructive} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * The delete confirmation of a list's rows, open while `row` is not null (the row a Delete button
 * picked): confirming passes the row to `onDelete`, and either answer closes it through `onClose`.
 */
export function DeleteDialog<T>({
  row,
  onClose,
  title,
  description,
  confirmLabel = 'Delete',
  onDelete,
}: {
  row: T | null;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: ReactNode;
  onDelete: (row: T) => void;
}) {
  return (
    <ConfirmDialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      destructive
      onConfirm={() => {
        if (row !== null) onDelete(row);
        onClose();
      }}
    />
  );
}

/**
 * One action held until a controlled ConfirmDialog is confirmed: `ask(run)` opens it, confirming
 * runs `run` once, cancelling drops it. Spread `dialog` onto the ConfirmDialog.
 */
export function useConfirmedRun(): {
  ask: (run: () => void) => void;
  dialog: { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void };
} {
  const [open, setOpen] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  return {
    ask: (run) => {
      pending.current = run;
      setOpen(true);
    },
    dialog: {
      open,
      onOpenChange: (next) => {
        setOpen(next);
        if (!next) pending.current = null;
      },
      onConfirm: () => {
        const run = pending.current;
        pending.current = null;
        run?.();
      },
    },
  };
}
