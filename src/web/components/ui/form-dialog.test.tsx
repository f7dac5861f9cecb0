// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { EditDialog, type Editing } from './form-dialog';

afterEach(cleanup);

/** A list's 'Add' button opening its dialog through state, as every list screen does. */
function List() {
  const [editing, setEditing] = useState<Editing<string>>(null);
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <button onClick={() => setEditing('new')}>Add item</button>
      <button onClick={() => setDeleting(true)}>Delete item</button>
      <EditDialog editing={editing} onClose={() => setEditing(null)} title={() => 'Add'} description="New">
        {() => <button onClick={() => setEditing(null)}>Save</button>}
      </EditDialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete?"
        description="Gone for good."
        confirmLabel="Delete"
        onConfirm={() => setDeleting(false)}
      />
    </>
  );
}

describe('dialogs opened through state', () => {
  it('give the focus back to the button that opened them when they close', async () => {
    const user = userEvent.setup();
    render(<List />);
    const add = screen.getByRole('button', { name: 'Add item' });
    await user.click(add);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(add);

    await user.click(add);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(add);

    const del = screen.getByRole('button', { name: 'Delete item' });
    await user.click(del);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(del);
  });
});
