// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as docs from '~/web/routes/docs';
import { answer } from '~/web/test/contract-api';
import { renderRoute } from '~/web/test/render-route';
import { docsContracts, type ApiOperation, type OpenApiDocument } from '../api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const operation = (over: Partial<ApiOperation>): ApiOperation => ({
  operationId: 'op',
  summary: 'An operation',
  description: 'Who may call: admins.',
  tags: ['networks'],
  'x-audience': 'admin',
  responses: {},
  ...over,
});

/** A document as the server writes it: a contracted route carries its answer's schema per status. */
const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Hatchery API', version: '1', description: '' },
  tags: [{ name: 'networks' }],
  paths: {
    '/api/networks': {
      get: operation({
        operationId: 'listNetworks',
        summary: 'List networks',
        responses: {
          '200': {
            description: 'OK',
            content: {
              'application/json': {
                schema: { type: 'array', items: { $ref: '#/components/schemas/Network' } },
              },
            },
          },
          '401': { $ref: '#/components/responses/Unauthenticated' },
        },
      }),
    },
    '/api/networks/{id}': {
      delete: operation({
        operationId: 'deleteNetwork',
        summary: 'Delete one network',
        responses: { '204': { description: 'No content' } },
      }),
    },
  },
  components: {
    schemas: {
      Network: {
        type: 'object',
        required: ['id', 'chainId', 'createdAt', 'status', 'contracts'],
        properties: {
          id: { type: 'string' },
          chainId: { type: 'number' },
          isTestnet: { type: 'boolean' },
          createdAt: { type: 'string', format: 'date-time', pattern: '^\\d{4}-.*$' },
          status: { type: 'string', enum: ['up', 'down'] },
          multicallAddress: { type: ['string', 'null'] },
          contracts: {
            type: 'array',
            items: {
              type: 'object',
              required: ['address'],
              properties: { address: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } },
            },
          },
        },
      },
    },
  },
};

describe('/docs/api', () => {
  it('shows per status the fields an operation answers, nested ones under their parent', async () => {
    const user = userEvent.setup();
    renderRoute({
      module: docs,
      path: '/docs/:page',
      url: '/docs/api',
      api: answer(docsContracts.openApi, () => document),
    });
    const list = await screen.findByText('List networks');
    await user.click(list);
    const table = screen.getByRole('table', { name: '200 answer: array of object; each item has:' });
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    expect(row(/^id required string$/)).toBeTruthy();
    expect(row(/^chainId required number$/)).toBeTruthy();
    expect(row(/^isTestnet optional boolean$/)).toBeTruthy();
    // A date-time is said as one, not as its pattern.
    expect(row(/^createdAt required date-time$/)).toBeTruthy();
    expect(row(/^status required one of: "up", "down"$/)).toBeTruthy();
    expect(row(/^multicallAddress optional string or null$/)).toBeTruthy();
    expect(row(/^contracts required array of object$/)).toBeTruthy();
    // The items' fields follow their array, named by their path for a screen reader.
    expect(row(/^contracts\[\]\.address required string$/)).toBeTruthy();
    expect(row(/^contracts\[\]\.tags optional array of string$/)).toBeTruthy();
    expect(screen.getByText('OK')).toBeTruthy();

    await user.click(screen.getByText('Delete one network'));
    expect(screen.getByText('No content: the answer has no body')).toBeTruthy();
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it('finds an operation by a field of its answer', async () => {
    const user = userEvent.setup();
    renderRoute({
      module: docs,
      path: '/docs/:page',
      url: '/docs/api',
      api: answer(docsContracts.openApi, () => document),
    });
    await user.type(await screen.findByLabelText('Filter operations'), 'multicallAddress');
    expect(screen.getByText('1 of 2 operations')).toBeTruthy();
    expect(screen.getByText('List networks')).toBeTruthy();
  });
});
