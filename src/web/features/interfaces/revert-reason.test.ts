import {
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  parseAbi,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { revertReason } from './revert-reason';

const abi = parseAbi(['function mint(address to, uint256 amount)', 'error NotOwner(address caller)']);
const caller = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('revertReason', () => {
  it('names a custom error with its arguments, as viem wraps it on simulate', () => {
    const data = encodeErrorResult({ abi, errorName: 'NotOwner', args: [caller] });
    const reverted = new ContractFunctionRevertedError({ abi, data, functionName: 'mint' });
    const err = new ContractFunctionExecutionError(reverted, {
      abi,
      functionName: 'mint',
      args: [caller, 1n],
    });
    expect(revertReason(err)).toBe(`NotOwner(${caller})`);
  });

  it("gives a require() message, else viem's short message", () => {
    const withReason = new ContractFunctionRevertedError({
      abi,
      message: 'Not enough',
      functionName: 'mint',
    });
    expect(revertReason(withReason)).toBe('Not enough');
    expect(revertReason(new Error('boom'))).toBe('boom');
  });
});
