import { Dialog, DialogContent, DialogHeading } from '~/web/components/ui/dialog';
import { detailShortcuts } from '../use-detail-shortcuts';

/** The list behind '?': every key of the detail view. */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm">
        <DialogHeading
          title="Keyboard shortcuts"
          description="On an application’s page, when no field has focus."
        />
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          {detailShortcuts.map((s) => (
            <div key={s.key} className="contents">
              <dt>
                <kbd className="inline-flex min-w-7 justify-center rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
                  {s.key}
                </kbd>
              </dt>
              <dd>{s.label}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
