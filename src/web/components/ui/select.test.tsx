// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NativeSelect } from './native-select';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

afterEach(cleanup);

// jsdom lays nothing out: the open list scrolls its chosen item into view and captures the pointer.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

function RoleSelect({ busy }: { busy: boolean }) {
  return (
    <>
      <Select defaultValue="user">
        <SelectTrigger aria-label="Role" busy={busy}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="user">User</SelectItem>
          <SelectItem value="admin">Admin</SelectItem>
        </SelectContent>
      </Select>
      <button type="button">Next</button>
    </>
  );
}

describe('SelectTrigger busy', () => {
  it('opens by key when idle', async () => {
    render(<RoleSelect busy={false} />);
    screen.getByRole('combobox', { name: 'Role' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeTruthy();
  });

  it('keeps focus while its write runs, opens by no key or click, and Tab still leaves it', async () => {
    render(<RoleSelect busy />);
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role.getAttribute('aria-disabled')).toBe('true');
    expect(role.hasAttribute('disabled')).toBe(false);
    role.focus();
    await userEvent.keyboard('{Enter}{ArrowDown} ');
    await userEvent.click(role);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(role);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
  });
});

function MemberRole({ busy }: { busy: boolean }) {
  const [role, setRole] = useState('member');
  const [changes, setChanges] = useState(0);
  return (
    <>
      <NativeSelect
        aria-label="Role"
        value={role}
        busy={busy}
        onChange={(e) => {
          setRole(e.target.value);
          setChanges((n) => n + 1);
        }}
      >
        <option value="member">Member</option>
        <option value="cofounder">Co-founder</option>
      </NativeSelect>
      <output aria-label="Changes">{changes}</output>
    </>
  );
}

describe('NativeSelect busy', () => {
  it('keeps focus while its write runs and takes no second change', async () => {
    render(<MemberRole busy />);
    const role = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Role' });
    expect(role.getAttribute('aria-disabled')).toBe('true');
    expect(role.hasAttribute('disabled')).toBe(false);
    role.focus();
    await userEvent.selectOptions(role, 'cofounder');
    fireEvent.change(role, { target: { value: 'cofounder' } });
    expect(screen.getByLabelText('Changes').textContent).toBe('0');
    expect(role.value).toBe('member');
    expect(document.activeElement).toBe(role);
  });

  it('takes a change when idle', async () => {
    render(<MemberRole busy={false} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'cofounder');
    expect(screen.getByLabelText('Changes').textContent).toBe('1');
  });
});
