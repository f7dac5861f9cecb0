// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applicantContracts } from '~/shared/contracts/applicants';
import { contractContracts } from '~/shared/contracts/contracts';
import { answer, type ContractStub } from '~/web/test/contract-api';
import { deploymentFixture } from '~/web/test/contract-fixtures';
import { apiError, pending, renderRoute } from '~/web/test/render-route';
import * as applicantDetail from './applicant-detail';
import * as interfaces from './interfaces';
import * as settings from './settings';

beforeAll(() => import('~/web/features/wallet/wallet-root'), 60_000);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const deployment = deploymentFixture();

const interfacesWith = (list: ContractStub<typeof contractContracts.list>) =>
  renderRoute({
    wallet: true,
    module: interfaces,
    path: '/interfaces',
    api: { ...answer(contractContracts.list, list), 'GET /api/networks/active': () => [] },
  });

describe('/interfaces', () => {
  it('loading, empty and error', async () => {
    const loading = interfacesWith(pending);
    await screen.findByRole('heading', { name: 'Interfaces' });
    await vi.waitFor(() => expect(loading.container.querySelector('.animate-pulse')).not.toBeNull());
    cleanup();
    interfacesWith(() => []);
    expect(await screen.findByText('No contracts registered yet.')).toBeTruthy();
    cleanup();
    interfacesWith(() => apiError(500, 'INTERNAL_ERROR', 'boom'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/server/i);
  });

  it('success: each deployment opens its console', async () => {
    interfacesWith(() => [deployment]);
    expect((await screen.findByRole('link', { name: 'Hatch token' })).getAttribute('href')).toBe(
      '/interfaces/d-1',
    );
    expect(screen.getByText(/Launchpad · HatchToken · 1 admin function$/)).toBeTruthy();
  });

  it('a deployment on a network without an explorer shows its address without a link', async () => {
    const local = deploymentFixture({ id: 'd-2', label: 'Local token', explorerAddressUrl: null });
    interfacesWith(() => [deployment, local]);
    const [withExplorer, without] = (await screen.findAllByRole('listitem')).map((li) => within(li));
    expect(withExplorer!.getByTitle(deployment.contractAddress).closest('a')?.getAttribute('href')).toBe(
      deployment.explorerAddressUrl,
    );
    expect(without!.getByTitle(local.contractAddress).closest('a')).toBeNull();
    expect(without!.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/interfaces/d-2']);
    expect(without!.queryByText(/explorer/)).toBeNull();
  });
});

describe('/admin/applicants/:id', () => {
  const detailWith = (read: ContractStub<typeof applicantContracts.get>) =>
    renderRoute({
      wallet: true,
      module: applicantDetail,
      path: '/admin/applicants/:id',
      url: '/admin/applicants/a-1',
      api: answer(applicantContracts.get, read),
    });

  it('loading: asks for the application from the loader and shows placeholders', async () => {
    const { calls, container } = detailWith(pending);
    await vi.waitFor(() => expect(calls).toContain('GET /api/admin/applications/a-1'));
    await vi.waitFor(() => expect(container.querySelector('.animate-pulse')).not.toBeNull());
  });

  it('a deleted application says so; a server failure says why', async () => {
    detailWith(() => apiError(404, 'NOT_FOUND', 'gone'));
    expect(await screen.findByRole('heading', { name: 'Application not found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This application does not exist or was deleted.');
    cleanup();
    detailWith(() => apiError(500, 'INTERNAL_ERROR', 'boom'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/server/i);
  });
});

describe('/settings', () => {
  it('shows the notification settings kept in this browser', async () => {
    renderRoute({
      wallet: true,
      module: settings,
      path: '/settings',
      api: {},
    });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Notifications/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('slider', { name: /Volume/ })).toBeTruthy();
  });
});
