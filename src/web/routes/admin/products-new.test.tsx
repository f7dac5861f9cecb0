// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productContracts } from '~/shared/contracts/products';
import { answer, type ContractStub } from '~/web/test/contract-api';
import { productFixture } from '~/web/test/contract-fixtures';
import { apiError, renderRoute } from '~/web/test/render-route';
import * as module from './products-new';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved = productFixture({ id: 'p-9', tags: ['DeFi', 'Token'], deploymentCount: 0 });

const screenWith = (create: ContractStub<typeof productContracts.create>) =>
  renderRoute({ module, path: '/products/new', api: answer(productContracts.create, create) });

const fillIn = async () => {
  await userEvent.type(await screen.findByLabelText('Name'), 'Launchpad');
  await userEvent.type(screen.getByLabelText('Description'), 'Token launches');
  await userEvent.type(screen.getByLabelText('Tags'), 'DeFi, Token');
  await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
};

describe('/products/new', () => {
  it('an empty name is refused on its field without a request', async () => {
    const { calls } = screenWith(() => saved);
    await userEvent.click(await screen.findByRole('button', { name: 'Create product' }));
    const name = screen.getByLabelText('Name');
    await vi.waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it("the server's refusal lands on the field it names", async () => {
    screenWith(() =>
      apiError(400, 'VALIDATION_ERROR', 'Invalid input', { name: 'Name must be at most 100 characters' }),
    );
    await fillIn();
    const name = screen.getByLabelText('Name');
    await vi.waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(name.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent,
    ).toBe('Name must be at most 100 characters');
  });

  it('posts the product and opens it', async () => {
    const posted: unknown[] = [];
    const { router } = screenWith(({ body }) => {
      posted.push(body);
      return saved;
    });
    await fillIn();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/products/p-9'));
    expect(posted).toEqual([
      { name: 'Launchpad', description: 'Token launches', tags: ['DeFi', 'Token'], isActive: true },
    ]);
  });
});
