// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';

afterEach(cleanup);

/** A form whose Save button is busy while its write runs, counting the submits that got through. */
function SavingForm() {
  const [saving, setSaving] = useState(false);
  const [submits, setSubmits] = useState(0);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setSubmits((n) => n + 1);
        setSaving(true);
      }}
    >
      <input aria-label="Name" />
      <Button type="submit" busy={saving}>
        Save
      </Button>
      <output aria-label="Submits">{submits}</output>
    </form>
  );
}

describe('Button busy', () => {
  it('keeps keyboard focus while its write runs, and takes no second click or Enter', async () => {
    const user = userEvent.setup();
    render(<SavingForm />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await user.keyboard('{Enter}');
    // A disabled button under focus dropped it to the page's start; a busy one keeps it.
    expect(document.activeElement).toBe(save);
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(save.hasAttribute('disabled')).toBe(false);
    await user.keyboard('{Enter}');
    await user.click(save);
    await user.type(screen.getByLabelText('Name'), 'x{Enter}');
    expect(screen.getByLabelText('Submits').textContent).toBe('1');
  });
});
