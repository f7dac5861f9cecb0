import { useState } from 'react';
import type { AbiFunction } from 'viem';
import { functionSignature, readFunctions } from '~/shared/abi';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import { displayValue } from '../abi-inputs';
import { revertReason } from '../revert-reason';
import { usePublicClient } from '../use-deployment';
import { FunctionForm, type FunctionCall } from './function-form';

type Outcome = { ok: true; text: string } | { ok: false; text: string };

/** Every view/pure function, executed on the network's RPC (through the proxy). */
export function ReadTab({ deployment }: { deployment: DeploymentDetail }) {
  const fns = readFunctions(deployment.abi.abi);
  if (!fns.length) return <p className="text-muted-foreground">This ABI has no view or pure functions.</p>;
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      {fns.map((fn) => (
        <ReadFunction key={functionSignature(fn)} fn={fn} deployment={deployment} />
      ))}
    </div>
  );
}

function ReadFunction({ fn, deployment }: { fn: AbiFunction; deployment: DeploymentDetail }) {
  const client = usePublicClient(deployment);
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
      setOutcome({ ok: true, text: formatOutputs(fn, result) });
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
    >
      <div aria-live="polite">
        {outcome && (
          <div className="mt-3 rounded-md bg-muted p-2">
            <p className="text-xs font-medium text-muted-foreground">
              {outcome.ok ? 'Result' : 'Call failed'}
            </p>
            <pre
              className={`font-mono text-sm break-all whitespace-pre-wrap ${outcome.ok ? '' : 'text-destructive'}`}
              data-testid={`result-${fn.name}`}
            >
              {outcome.text}
            </pre>
          </div>
        )}
      </div>
    </FunctionForm>
  );
}

function formatOutputs(fn: AbiFunction, result: unknown): string {
  if (fn.outputs.length <= 1) return displayValue(result);
  const values = result as unknown[];
  return fn.outputs.map((o, i) => `${o.name || `#${i}`} (${o.type}): ${displayValue(values[i])}`).join('\n');
}
