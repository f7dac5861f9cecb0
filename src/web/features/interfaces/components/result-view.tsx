import { useState } from 'react';
import { Button } from '~/web/components/ui/button';
import { hasAmount, type ResultNode } from '../result-tree';

/**
 * The one renderer of decoded values (read results, receipts' events, the Events tab, the
 * journal): labelled rows, tuples and arrays nested, token amounts formatted with a toggle to
 * show the raw base units.
 */
export function ResultView({
  nodes,
  testId,
  compact = false,
}: {
  nodes: ResultNode[];
  testId?: string;
  /** Smaller text and no type column (journal cells). */
  compact?: boolean;
}) {
  const [raw, setRaw] = useState(false);
  const amounts = hasAmount(nodes);
  if (nodes.length === 0) return <p className="text-sm text-muted-foreground">No values.</p>;
  return (
    <div className="space-y-1" data-testid={testId}>
      <Rows nodes={nodes} raw={raw} compact={compact} />
      {amounts && (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="h-7 px-2 text-xs"
          aria-pressed={raw}
          onClick={() => setRaw((r) => !r)}
        >
          {raw ? 'Show formatted amounts' : 'Show raw values'}
        </Button>
      )}
    </div>
  );
}

function scalarTitle(n: Extract<ResultNode, { kind: 'scalar' }>, raw: boolean): string {
  return n.amount && !raw ? `${n.text} (${n.raw} raw)` : raw ? n.raw : n.text;
}

function Rows({ nodes, raw, compact }: { nodes: ResultNode[]; raw: boolean; compact: boolean }) {
  return (
    <dl
      className={`grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 font-mono ${compact ? 'text-xs' : 'text-sm'}`}
    >
      {nodes.map((n, i) => (
        <div key={`${n.label}-${i}`} className="contents">
          <dt className="text-muted-foreground">
            {n.label}
            {!compact && <span className="ml-1 text-xs">{n.type}</span>}
          </dt>
          {/* A journal cell (compact) keeps an address or amount whole on one line, cut with an
              ellipsis and told in full by its title, rather than broken mid-token. */}
          <dd className={compact ? 'min-w-0 truncate' : 'min-w-0 break-all'}>
            {n.kind === 'scalar' ? (
              <span title={compact ? scalarTitle(n, raw) : n.amount && !raw ? `${n.raw} (raw)` : undefined}>
                {raw ? n.raw : n.text}
              </span>
            ) : n.items.length === 0 ? (
              <span className="text-muted-foreground">(empty)</span>
            ) : (
              <div className="border-l pl-2">
                <Rows nodes={n.items} raw={raw} compact={compact} />
              </div>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
