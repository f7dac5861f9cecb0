// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMainnetWriteGuard } from './mainnet-write-guard';

afterEach(cleanup);

const network = (isTestnet: boolean) => ({
  name: isTestnet ? 'Avalanche Fuji Testnet' : 'Avalanche C-Chain',
  chainId: isTestnet ? 43113 : 43114,
  symbol: 'AVAX',
  isTestnet,
});

/** A Write button behind the guard, counting the writes that were sent. */
function Writer({ isTestnet }: { isTestnet: boolean }) {
  const [sent, setSent] = useState(0);
  const guard = useMainnetWriteGuard(
    { contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3', network: network(isTestnet) },
    'mint(address,uint256)',
  );
  return (
    <>
      <button onClick={() => guard.confirm(() => setSent((n) => n + 1))}>Write mint</button>
      <output aria-label="Sent">{sent}</output>
      {guard.dialog}
    </>
  );
}

const sent = () => screen.getByLabelText('Sent').textContent;

describe('useMainnetWriteGuard', () => {
  it('asks before a write on a mainnet; Cancel sends nothing, the confirmation sends it once', async () => {
    render(<Writer isTestnet={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Write mint' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send on Avalanche C-Chain, a mainnet?' });
    expect(dialog.textContent).toContain(
      'mint(address,uint256) will be sent to 0x5FbDB2315678afecb367f032d93F642f64180aa3 on Avalanche C-Chain (chain 43114). A mainnet transaction spends real AVAX and cannot be undone.',
    );
    expect(sent()).toBe('0');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent()).toBe('0');

    await userEvent.click(screen.getByRole('button', { name: 'Write mint' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send on mainnet' }));
    expect(sent()).toBe('1');
  });

  it('sends at once on a testnet', async () => {
    render(<Writer isTestnet />);
    await userEvent.click(screen.getByRole('button', { name: 'Write mint' }));
    expect(sent()).toBe('1');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
