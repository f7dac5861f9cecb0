// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseAbi } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contractContracts } from '~/shared/contracts/contracts';
import { standardAbiContracts } from '~/shared/contracts/standard-abis';
import type { AbiReplacementPreview } from '~/shared/schemas/contracts';
import { deploymentDetailFixture } from '~/web/test/contract-fixtures';
import { answer, type ContractStub } from '~/web/test/contract-api';
import { apiError, renderRoute } from '~/web/test/render-route';
import { AbiReplaceButton } from './abi-replace-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const abi = parseAbi(['function mint(address to, uint256 amount)']);
const deployment = deploymentDetailFixture(abi);
const newAbi = JSON.stringify(
  parseAbi(['function mint(address to, uint256 amount)', 'function burn(uint256)']),
);

const preview: AbiReplacementPreview = {
  abi: JSON.parse(newAbi) as AbiReplacementPreview['abi'],
  abiHash: 'a'.repeat(64),
  source: 'pasted',
  verification: 'unverified',
  diff: {
    rating: 'minor',
    changes: [{ rating: 'minor', kind: 'function', signature: 'burn(uint256)', change: 'added' }],
  },
  droppedAdminFunctions: [],
} as AbiReplacementPreview;

async function openDialog(
  api: {
    preview?: ContractStub<typeof contractContracts.previewAbi>;
    save?: ContractStub<typeof contractContracts.replaceAbi>;
  } = {},
) {
  const sent: { preview: unknown[]; save: unknown[] } = { preview: [], save: [] };
  const view = renderRoute({
    module: { default: () => <AbiReplaceButton deployment={deployment} /> },
    path: '/',
    api: {
      ...answer(
        contractContracts.previewAbi,
        (r) => (sent.preview.push(r.body), (api.preview ?? (() => preview))(r)),
      ),
      ...answer(
        contractContracts.replaceAbi,
        (r) => (sent.save.push(r.body), (api.save ?? (() => ({ deployment, diff: preview.diff })))(r)),
      ),
      ...answer(standardAbiContracts.list, () => []),
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Replace ABI' }));
  return { ...view, sent, dialog: within(await screen.findByRole('dialog')) };
}

describe('Replace ABI', () => {
  it('a pasted ABI that is not an ABI is refused on its field before anything is sent', async () => {
    const { dialog, sent } = await openDialog();
    await userEvent.click(dialog.getByLabelText('Paste JSON'));
    await userEvent.type(dialog.getByLabelText('New ABI JSON'), 'not json');
    await userEvent.click(dialog.getByRole('button', { name: 'Preview changes' }));
    const field = dialog.getByLabelText('New ABI JSON');
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getByText(/^ABI is not valid JSON/)).toBeTruthy();
    expect(sent.preview).toEqual([]);
  });

  it('the library asks for a choice before anything is sent', async () => {
    const { dialog, sent } = await openDialog();
    await userEvent.click(dialog.getByLabelText('Standard library'));
    await userEvent.click(dialog.getByRole('button', { name: 'Preview changes' }));
    expect(await dialog.findByText('Choose an ABI from the library')).toBeTruthy();
    expect(sent.preview).toEqual([]);
  });

  it('a failed fetch says why under the choice, and choosing again withdraws it', async () => {
    const { dialog, sent } = await openDialog({
      preview: () => apiError(502, 'NETWORK_ERROR', 'No verified ABI: the explorer did not answer'),
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Preview changes' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'No verified ABI: the explorer did not answer',
    );
    expect(sent.preview).toEqual([{ abiSource: 'fetched' }]);
    await userEvent.click(dialog.getByLabelText('Paste JSON'));
    await userEvent.click(dialog.getByLabelText('Fetch verified (explorer, then Sourcify)'));
    expect(dialog.queryByRole('alert')).toBeNull();
  });

  it('previews the rated changes, an edit voids the preview, and Save sends what was previewed', async () => {
    const { dialog, sent } = await openDialog();
    await userEvent.click(dialog.getByLabelText('Paste JSON'));
    const field = dialog.getByLabelText('New ABI JSON');
    await userEvent.click(field);
    await userEvent.paste(newAbi);
    await userEvent.click(dialog.getByRole('button', { name: 'Preview changes' }));
    expect(await dialog.findByText('Minor: only additions or renamed parameters')).toBeTruthy();
    await userEvent.type(field, ' ');
    expect(dialog.queryByText('Minor: only additions or renamed parameters')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Preview changes' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Save new ABI' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.save).toEqual([{ abiSource: 'pasted', abi: `${newAbi} `, confirmHash: 'a'.repeat(64) }]);
  });
});
