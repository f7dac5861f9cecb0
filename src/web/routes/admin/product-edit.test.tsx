// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productContracts } from '~/shared/contracts/products';
import { answer, type ContractStub } from '~/web/test/contract-api';
import { productFixture } from '~/web/test/contract-fixtures';
import { apiError, expectLoading, pending, renderRoute } from '~/web/test/render-route';
import * as module from './product-edit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const product = productFixture({ id: 'p-9', tags: ['DeFi', 'Token'] });
// The edit form reads the product page's detail: the product with its deployments, launches and journal.
const detail = { ...product, deployments: [], launchSchedules: [], transactions: [] };

const screenWith = (
  read: ContractStub<typeof productContracts.get>,
  save: ContractStub<typeof productContracts.update> = () => product,
) =>
  renderRoute({
    module,
    path: '/products/:id/edit',
    url: '/products/p-9/edit',
    api: { ...answer(productContracts.get, read), ...answer(productContracts.update, save) },
  });

describe('/products/:id/edit', () => {
  it('loading: the heading stands while the product is read', async () => {
    await expectLoading(screenWith(pending), 'Edit product', 'GET /api/products/p-9');
  });

  it('error: a product that is gone is named so, with the way back, and no form', async () => {
    screenWith(() => apiError(404, 'NOT_FOUND', 'Product not found'));
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This product does not exist or was deleted.');
    expect(screen.getByRole('link', { name: 'Back to products' }).getAttribute('href')).toBe('/products');
    expect(screen.queryByRole('button', { name: 'Save product' })).toBeNull();
  });

  it('error: a failed read keeps the heading and offers no form', async () => {
    screenWith(() => apiError(500, 'INTERNAL_ERROR', 'boom'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/server/i);
    expect(screen.getByRole('heading', { name: 'Edit product' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save product' })).toBeNull();
  });

  it("success: the form holds the product's values and saves the edit, then opens the product", async () => {
    const sent: unknown[] = [];
    const { router } = screenWith(
      () => detail,
      ({ body }) => {
        sent.push(body);
        return { ...product, name: 'Launchpad Pro' };
      },
    );
    const name = await screen.findByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Launchpad');
    expect((screen.getByLabelText(/^Tags/) as HTMLInputElement).value).toBe('DeFi, Token');
    expect(document.title).toMatch(/^Edit Launchpad/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Launchpad Pro');
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/products/p-9'));
    expect(sent).toEqual([
      { name: 'Launchpad Pro', description: 'Token launches', tags: ['DeFi', 'Token'], isActive: true },
    ]);
  });

  it('a refusal lands on the field the server names and the page stays', async () => {
    const { router } = screenWith(
      () => detail,
      () =>
        apiError(409, 'CONFLICT', 'A product with this name exists', {
          name: 'A product with this name exists',
        }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save product' }));
    const name = screen.getByLabelText('Name');
    await vi.waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(router.state.location.pathname).toBe('/products/p-9/edit');
  });
});
