// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationStatusValue } from '~/shared/enums';
import { applicantContracts } from '~/shared/contracts/applicants';
import { decisionMailTemplateContracts } from '~/shared/contracts/decision-mail-templates';
import { decisionMailKinds, defaultDecisionMail } from '~/shared/decision-mail';
import { applicationDetail } from '~/web/routes/admin/applicants.fixtures';
import { answer, type ContractStub } from '~/web/test/contract-api';
import { apiError, renderRoute } from '~/web/test/render-route';
import { StatusActions } from './status-actions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const templates = decisionMailKinds.map((kind) => ({
  kind,
  ...defaultDecisionMail[kind],
  customised: false,
  updatedAt: null,
}));

/** The server's answer to a status applied now (200). */
const applied = (status: ApplicationStatusValue) => ({
  id: 'a-2',
  status,
  history: {
    id: 'h-1',
    fromStatus: 'under_review' as const,
    toStatus: status,
    note: null,
    actor: null,
    createdAt: '2026-03-02T10:00:00.000Z',
  },
  mail: null,
});

/** The server's answer to a held decision (202). */
const held = () =>
  Response.json(
    {
      applicationId: 'a-2',
      name: 'Peak Pass',
      fromStatus: 'under_review',
      toStatus: 'approved',
      sendEmail: true,
      heldBy: null,
      createdAt: '2026-03-02T10:00:00.000Z',
    },
    { status: 202 },
  );

type ChangeStub = ContractStub<typeof applicantContracts.changeStatus>;

/** The detail screen's status buttons for an application under review, and the dialog they open. */
const renderWith = (
  allowedTransitions: ApplicationStatusValue[],
  change: ChangeStub = () => applied(allowedTransitions[0]!),
) =>
  renderRoute({
    module: {
      default: () => (
        <StatusActions detail={{ ...applicationDetail({ status: 'under_review' }), allowedTransitions }} />
      ),
    },
    path: '/',
    api: {
      ...answer(decisionMailTemplateContracts.list, () => ({ templates })),
      ...answer(applicantContracts.changeStatus, change),
    },
  });

describe('the status dialog', () => {
  it('a request for changes without a message is refused on the message, and nothing is sent', async () => {
    const { calls } = renderWith(['changes_requested']);
    await userEvent.click(await screen.findByRole('button', { name: 'Request changes' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    const message = within(dialog).getByLabelText('What should the applicant change?');
    await vi.waitFor(() => expect(message.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(dialog).getByText('Message to the applicant is required when requesting changes'),
    ).toBeTruthy();
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([]);
  });

  it('the preview follows the message, and an approval sends it trimmed with the note', async () => {
    const sent: unknown[] = [];
    renderWith(['approved'], ({ body }) => (sent.push(body), applied('approved')));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(
      within(dialog).getByLabelText('Message to the applicant (optional)'),
      '  Welcome aboard  ',
    );
    const preview = await within(dialog).findByRole('region', { name: 'E-mail preview' });
    expect(preview.textContent).toContain('Welcome aboard');
    await userEvent.type(within(dialog).getByLabelText('Note for the history (optional)'), 'Strong team');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([
      { status: 'approved', message: 'Welcome aboard', note: 'Strong team', sendEmail: true },
    ]);
  });

  it('an edited e-mail is sent for this send only; an unknown placeholder is refused on its field', async () => {
    const sent: unknown[] = [];
    renderWith(['rejected'], ({ body }) => (sent.push(body), applied('rejected')));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit this e-mail' }));
    const subject = within(dialog).getByLabelText('Subject');
    expect((subject as HTMLInputElement).value).toBe(defaultDecisionMail.rejected.subject);
    await userEvent.clear(subject);
    await userEvent.type(subject, 'About {{projekt}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(subject.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([]);
    await userEvent.clear(subject);
    await userEvent.type(subject, 'About {{project}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      status: 'rejected',
      sendEmail: true,
      mailText: { subject: 'About {project}', heading: defaultDecisionMail.rejected.heading },
    });
  });

  it("the server's refusal lands on the field it names and the dialog stays open", async () => {
    renderWith(['approved'], () =>
      apiError(400, 'VALIDATION_ERROR', 'Invalid input', {
        note: 'Note must be no more than 2000 characters',
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText('Note for the history (optional)'), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const note = within(dialog).getByLabelText('Note for the history (optional)');
    await vi.waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Note must be no more than 2000 characters')).toBeTruthy();
  });

  it('holding an approval says so on its button and sends hold', async () => {
    const sent: unknown[] = [];
    renderWith(['approved'], ({ body }) => (sent.push(body), held()));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Hold this decision/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hold decision' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ status: 'approved', hold: true });
  });
});
