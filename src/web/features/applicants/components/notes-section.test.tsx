// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationNote } from '~/shared/schemas/applicants';
import { applicantContracts } from '~/shared/contracts/applicants';
import { answer, type ContractStub } from '~/web/test/contract-api';
import { apiError, renderRoute } from '~/web/test/render-route';
import { NotesSection } from './notes-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const note: ApplicationNote = {
  id: 'n-1',
  body: 'Strong team,\nweak token plan',
  author: { id: 'u-admin', name: 'Ada Admin', email: 'admin@example.com' },
  createdAt: '2026-03-02T09:30:00.000Z',
};

const show = (
  notes: ApplicationNote[],
  post: ContractStub<typeof applicantContracts.addNote> = ({ body }) => ({
    ...note,
    ...(body as { body: string }),
  }),
) =>
  renderRoute({
    module: { default: () => <NotesSection applicationId="a-1" notes={notes} /> },
    path: '/',
    api: answer(applicantContracts.addNote, post),
  });

describe('NotesSection', () => {
  it('lists the notes with their author, or says there are none', async () => {
    show([note]);
    expect((await screen.findByText(/Strong team/)).textContent).toBe('Strong team,\nweak token plan');
    expect(screen.getByText(/Ada Admin/)).toBeTruthy();
    cleanup();
    show([]);
    expect(await screen.findByText('No notes yet.')).toBeTruthy();
  });

  it('a blank note is refused on its field and nothing is sent', async () => {
    const { calls } = show([]);
    await userEvent.type(await screen.findByLabelText('Add a note'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const field = screen.getByLabelText('Add a note');
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Note is required',
    );
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('sends the trimmed note and empties the field once saved', async () => {
    const sent: unknown[] = [];
    show([], ({ body }) => (sent.push(body), { ...note, body: 'Call the CTO' }));
    const field = await screen.findByLabelText<HTMLTextAreaElement>('Add a note');
    await userEvent.type(field, '  Call the CTO  ');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await vi.waitFor(() => expect(field.value).toBe(''));
    expect(sent).toEqual([{ body: 'Call the CTO' }]);
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('a failed save keeps what was typed', async () => {
    const { calls } = show([], () => apiError(500, 'INTERNAL_ERROR', 'boom'));
    const field = await screen.findByLabelText<HTMLTextAreaElement>('Add a note');
    await userEvent.type(field, 'Keep me');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await vi.waitFor(() => expect(calls).toContain('POST /api/admin/applications/a-1/notes'));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add note' }).getAttribute('aria-disabled')).toBeNull(),
    );
    expect(field.value).toBe('Keep me');
  });
});
