// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { decisionMailTemplateContracts } from '~/shared/contracts/decision-mail-templates';
import type { MeResponse } from '~/shared/auth';
import { decisionMailKinds, type DecisionMailKind } from '~/shared/decision-mail';
import type { decisionMailTemplateResponse } from '~/shared/schemas/decisions';
import { answer, type ContractStub } from '~/web/test/contract-api';
import {
  adminMe,
  apiError,
  pending,
  renderRoute,
  expectLoading,
  superAdminMe,
  type ApiHandler,
} from '~/web/test/render-route';
import * as module from './decision-mail';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Template = z.input<typeof decisionMailTemplateResponse>;

const templates = (): { templates: Template[] } => ({
  templates: decisionMailKinds.map((kind) => ({
    kind,
    subject: `Your application: ${kind}`,
    heading: 'Hello {applicant}',
    body: 'Your project {project} is now {status}.',
    customised: kind === 'approved',
    updatedAt: kind === 'approved' ? '2026-10-01T00:00:00.000Z' : null,
  })),
});

const screenWith = (
  read: ContractStub<typeof decisionMailTemplateContracts.list>,
  me: MeResponse = adminMe,
  more: Record<string, ApiHandler> = {},
) =>
  renderRoute({
    module,
    path: '/admin/decision-mail',
    me,
    api: { ...answer(decisionMailTemplateContracts.list, read), ...more },
  });

describe('/admin/decision-mail', () => {
  it('loading: the loader asks for the templates; a placeholder stands in', async () => {
    await expectLoading(screenWith(pending), 'Decision e-mails', 'GET /api/admin/decision-mail-templates');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('error: says why the templates failed', async () => {
    screenWith(() => apiError(500, 'INTERNAL_ERROR', 'boom'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Server error/);
  });

  it('admins read every template but only super admins edit', async () => {
    screenWith(templates);
    const tabs = within(await screen.findByRole('tablist', { name: 'Decision' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Review started',
      'Decision reopened',
      'Changes requested',
      'Approved(edited)',
      'Rejected',
    ]);
    const form = screen.getByRole('form', { name: 'Review started template' });
    expect(within(form).getByLabelText('Subject').matches(':disabled')).toBe(true);
    expect(within(form).getByText('Only super admins edit the templates.')).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Save template' })).toBeNull();
  });

  it('success: a super admin saves the edited text of one kind with PUT', async () => {
    const saved: unknown[] = [];
    screenWith(
      templates,
      superAdminMe,
      answer(decisionMailTemplateContracts.save, ({ params, body }) => {
        saved.push({ kind: params.kind, body });
        return {
          ...(body as { subject: string; heading: string; body: string }),
          kind: params.kind as DecisionMailKind,
          customised: true,
          updatedAt: '2026-11-01T00:00:00.000Z',
        };
      }),
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Rejected' }));
    const form = screen.getByRole('form', { name: 'Rejected template' });
    const subject = within(form).getByLabelText('Subject');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'About {{project}');
    await userEvent.click(within(form).getByRole('button', { name: 'Save template' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      kind: 'rejected',
      body: {
        subject: 'About {project}',
        heading: 'Hello {applicant}',
        body: 'Your project {project} is now {status}.',
      },
    });
  });
});
