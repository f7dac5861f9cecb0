import type { AbiFunction } from 'viem';
import { functionSignature } from '~/shared/abi';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import type { ContractTransaction } from '~/shared/schemas/journal';
import { displayValue } from '~/web/lib/chain-format';
import { formatAmount, resultTree } from '../result-tree';
import { useTokenUnits } from '../use-token-units';
import { ResultView } from './result-view';

/** A journal row's arguments decoded with the console's ABI: named, amounts formatted (raw on demand). */
export function JournalArgs({ tx, deployment }: { tx: ContractTransaction; deployment: DeploymentDetail }) {
  const units = useTokenUnits(deployment, deployment.abi.abi);
  const fn = deployment.abi.abi.find(
    (i): i is AbiFunction => i.type === 'function' && functionSignature(i) === tx.functionSignature,
  );
  return (
    <div className="min-w-0">
      {fn ? (
        <ResultView nodes={resultTree(fn.inputs, tx.args, units, fn.name)} compact />
      ) : (
        tx.args.map((a) => displayValue(a)).join(', ')
      )}
      {tx.value !== '0' && (
        <span className="block text-muted-foreground">
          value {formatAmount(BigInt(tx.value), 18)} {deployment.network.symbol}
        </span>
      )}
    </div>
  );
}
