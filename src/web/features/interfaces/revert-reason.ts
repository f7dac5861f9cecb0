import { BaseError, ContractFunctionRevertedError } from 'viem';
import { displayValue } from './abi-inputs';

/** 'NotOwner(0x7099…)' for a custom error, the require() reason, or viem's short message. */
export function revertReason(err: unknown): string {
  if (err instanceof BaseError) {
    const reverted = err.walk((e) => e instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError) {
      if (reverted.data) {
        const args = (reverted.data.args ?? []).map((a) => displayValue(a)).join(', ');
        return `${reverted.data.errorName}(${args})`;
      }
      if (reverted.reason) return reverted.reason;
    }
    return err.shortMessage || err.message;
  }
  return err instanceof Error ? err.message : String(err);
}
