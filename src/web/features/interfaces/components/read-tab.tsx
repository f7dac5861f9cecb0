import { useState } from 'react';
import type { AbiFunction } from 'viem';
import { functionSignature, readFunctions } from '~/shared/abi';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import { revertReason } from '../revert-reason';
import { outputValues, resultTree } from '../result-tree';
import { usePublicClient } from '../use-deployment';
import { useTokenUnits } from '../use-token-units';
import { FunctionForm, type FunctionCall } from './function-form';
import { FunctionSearch, matchFunctions } from './function-search';
import { ResultView } from './result-view';

/** The call's values, not their display: the token's units may arrive after the answer. */
type Outcome = { ok: true; values: unknown[] } | { ok: false; text: string };

/** Every view/pure function, executed on the network's RPC (through the proxy). */
export function ReadTab({ deployment }: { deployment: DeploymentDetail }) {
  const [query, setQuery] = useState('');
  const fns = readFunctions(deployment.abi.abi);
  if (!fns.length) return <p className="text-muted-foreground">This ABI has no view or pure functions.</p>;
  const shown = matchFunctions(fns, query);
  return (
    <div className="space-y-4">
      <FunctionSearch value={query} onChange={setQuery} shown={shown.length} total={fns.length} />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        {shown.map((fn) => (
          <ReadFunction key={functionSignature(fn)} fn={fn} deployment={deployment} />
        ))}
      </div>
    </div>
  );
}

function ReadFunction({ fn, deployment }: { fn: AbiFunction; deployment: DeploymentDetail }) {
  const client = usePublicClient(deployment);
  const units = useTokenUnits(deployment, deployment.abi.abi);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  async function run({ args }: FunctionCall) {
    setBusy(true);
    try {
      const result = await client.readContract({
        address: deployment.contractAddress as `0x${string}`,
        abi: deployment.abi.abi,
        functionName: fn.name,
        args,
      });
      setOutcome({ ok: true, values: outputValues(fn.outputs, result) });
    } catch (err) {
      setOutcome({ ok: false, text: revertReason(err) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <FunctionForm
      fn={fn}
      isAdmin={deployment.abi.adminFunctions.includes(functionSignature(fn))}
      action={busy ? 'Querying…' : 'Query'}
      busy={busy}
      onSubmit={(call) => void run(call)}
      onStale={() => setOutcome(null)}
    >
      <div aria-live="polite">
        {outcome && (
          <div className="mt-3 rounded-md bg-muted p-2">
            <p className="text-xs font-medium text-muted-foreground">
              {outcome.ok ? 'Result' : 'Call failed'}
            </p>
            {outcome.ok ? (
              <ResultView
                nodes={resultTree(fn.outputs, outcome.values, units, fn.name)}
                testId={`result-${fn.name}`}
              />
            ) : (
              <p className="font-mono text-sm break-all text-destructive" data-testid={`result-${fn.name}`}>
                {outcome.text}
              </p>
            )}
          </div>
        )}
      </div>
    </FunctionForm>
  );
}
