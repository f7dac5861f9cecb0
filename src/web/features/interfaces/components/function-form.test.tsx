// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseAbi, type AbiFunction } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FunctionForm, type FunctionCall } from './function-form';

afterEach(cleanup);

const send: AbiFunction = parseAbi(['function send(address to, uint256[] amounts) payable'])[0];
const to = '0x000000000000000000000000000000000000dEaD';

function renderForm() {
  const calls: FunctionCall[] = [];
  const onStale = vi.fn();
  render(
    <FunctionForm
      fn={send}
      isAdmin={false}
      action="Write"
      busy={false}
      onSubmit={(c) => calls.push(c)}
      onStale={onStale}
    />,
  );
  return {
    calls,
    onStale,
    write: () => userEvent.click(screen.getByRole('button', { name: /^Write\s*send$/ })),
  };
}

describe('FunctionForm', () => {
  it('shows the first input at fault on its field, sends nothing, and marks the result stale', async () => {
    const { calls, onStale, write } = renderForm();
    await userEvent.type(screen.getByLabelText(/^to address/), '0x12');
    onStale.mockClear();
    await write();
    const field = screen.getByLabelText(/^to address/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Address must be 0x followed by 40 hexadecimal characters',
    );
    expect(onStale).toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('adds and removes array items, keeping the values below a removed one, and reads the value in wei', async () => {
    const { calls, onStale, write } = renderForm();
    await userEvent.type(screen.getByLabelText(/^to address/), to);
    const add = screen.getByRole('button', { name: 'Add item to amounts' });
    await userEvent.click(add);
    await userEvent.click(add);
    await userEvent.type(screen.getByLabelText(/^amounts \[0\]/), '1');
    await userEvent.type(screen.getByLabelText(/^amounts \[1\]/), '2');
    onStale.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Remove amounts [0]' }));
    expect(onStale).toHaveBeenCalled();
    expect((screen.getByLabelText(/^amounts \[0\]/) as HTMLInputElement).value).toBe('2');
    expect(screen.queryByLabelText(/^amounts \[1\]/)).toBeNull();

    await userEvent.type(screen.getByLabelText(/^Value/), 'x');
    await write();
    expect(screen.getByText('Enter an amount such as 1.5')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/^Value/));
    await userEvent.type(screen.getByLabelText(/^Value/), '0.5');
    await write();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ fn: send, args: [to, [2n]], value: 500000000000000000n });
  });

  it("names an input the ABI leaves unnamed (a public mapping's getter) by its place, not 'arg0'", () => {
    const allowance = parseAbi(['function allowance(address, address) view returns (uint256)'])[0];
    render(<FunctionForm fn={allowance} isAdmin={false} action="Query" busy={false} onSubmit={() => {}} />);
    expect(screen.getByLabelText(/^Argument 1 address/)).toBeTruthy();
    expect(screen.getByLabelText(/^Argument 2 address/)).toBeTruthy();
    expect(screen.queryByText('arg0')).toBeNull();
  });
});
