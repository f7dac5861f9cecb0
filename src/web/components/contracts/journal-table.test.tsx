// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_ADDRESS, transactionFixture } from '~/web/test/contract-fixtures';
import { JournalTable } from './journal-table';

afterEach(cleanup);

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <JournalTable
        rows={[
          transactionFixture({
            functionSignature: 'transfer(address,uint256)',
            args: [TOKEN_ADDRESS, '5'],
            createdAt: '2026-12-02T02:03:20.000Z',
          }),
        ]}
        explorerFor={() => null}
      />
    </QueryClientProvider>,
  );

describe('JournalTable cells', () => {
  it('wraps a signature only after ( and commas, and keeps an address whole with its title', () => {
    show();
    const table = screen.getByRole('table', { name: 'Transaction journal' });
    const signature = within(table).getByText('address,').parentElement!;
    expect(signature.textContent).toBe('transfer(address,uint256)');
    // Each piece ends at '(' or ',' and does not wrap inside itself.
    const pieces = [...signature.querySelectorAll(':scope > span')];
    expect(pieces.map((p) => p.textContent)).toEqual(['transfer(', 'address,', 'uint256)']);
    for (const piece of pieces) expect(piece.className).toContain('whitespace-nowrap');
    expect(signature.closest('td')!.className).not.toContain('break-all');

    const address = within(table).getByTitle(TOKEN_ADDRESS);
    expect(address.className).toContain('truncate');
    expect(address.closest('td')!.className).not.toContain('break-all');
  });

  it("writes when as the other screens do, without seconds ('12/2/2026, 2:03:20 AM')", () => {
    show();
    const table = screen.getByRole('table', { name: 'Transaction journal' });
    expect(within(table).queryByText(/2:03:20|\d+\/\d+\/2026/)).toBeNull();
    expect(within(table).getByText(/Dec 2, 2026/)).toBeTruthy();
  });
});
