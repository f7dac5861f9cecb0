import type { AbiEvent, AbiFunction, AbiParameter } from 'viem';
import { abiErrors, abiEvents, canonicalType, functionSignature, type AbiJson } from './abi';

/**
 * What replacing a registered ABI changes, rated for the admin before it is saved:
 * - breaking: a function removed, or a function's inputs or output types changed (callers of the
 *   old signature, saved admin functions and journal readers stop matching);
 * - major: an event removed or changed (event filters and monitors stop matching), a function's
 *   mutability changed (a read becomes a write or the reverse), an error removed;
 * - minor: functions, events or errors added, or only parameter names changed;
 * - none: the same interface (same canonical hash).
 */
export const abiChangeRatings = ['none', 'minor', 'major', 'breaking'] as const;
export type AbiChangeRating = (typeof abiChangeRatings)[number];

export interface AbiChange {
  rating: Exclude<AbiChangeRating, 'none'>;
  kind: 'function' | 'event' | 'error';
  /** e.g. `removed`, `signature changed`, `added` */
  change: string;
  /** The signature the change is about (old one for removals and changes). */
  signature: string;
  detail?: string;
}

export interface AbiDiff {
  rating: AbiChangeRating;
  changes: AbiChange[];
}

const fns = (abi: AbiJson) => abi.filter((i): i is AbiFunction => i.type === 'function');
const outputTypes = (fn: AbiFunction) => `(${fn.outputs.map(canonicalType).join(',')})`;
const names = (params: readonly AbiParameter[]) => params.map((p) => p.name ?? '').join(',');

export function diffAbis(before: AbiJson, after: AbiJson): AbiDiff {
  const changes: AbiChange[] = [];
  const add = (c: AbiChange) => changes.push(c);

  const oldFns = new Map(fns(before).map((f) => [functionSignature(f), f]));
  const newFns = new Map(fns(after).map((f) => [functionSignature(f), f]));
  const newNames = new Map<string, string[]>();
  for (const sig of newFns.keys()) {
    const name = sig.slice(0, sig.indexOf('('));
    newNames.set(name, [...(newNames.get(name) ?? []), sig]);
  }
  const replacedBy = new Set<string>();
  for (const [sig, fn] of oldFns) {
    const next = newFns.get(sig);
    if (!next) {
      // Same name, other inputs: the signature changed (the first unmatched overload takes it).
      const candidate = (newNames.get(fn.name) ?? []).find((s) => !oldFns.has(s) && !replacedBy.has(s));
      if (candidate) {
        replacedBy.add(candidate);
        add({
          rating: 'breaking',
          kind: 'function',
          change: 'signature changed',
          signature: sig,
          detail: `now ${candidate}`,
        });
      } else {
        add({ rating: 'breaking', kind: 'function', change: 'removed', signature: sig });
      }
      continue;
    }
    if (outputTypes(fn) !== outputTypes(next)) {
      add({
        rating: 'breaking',
        kind: 'function',
        change: 'outputs changed',
        signature: sig,
        detail: `${outputTypes(fn)} -> ${outputTypes(next)}`,
      });
    } else if (fn.stateMutability !== next.stateMutability) {
      add({
        rating: 'major',
        kind: 'function',
        change: 'mutability changed',
        signature: sig,
        detail: `${fn.stateMutability} -> ${next.stateMutability}`,
      });
    } else if (names(fn.inputs) !== names(next.inputs) || names(fn.outputs) !== names(next.outputs)) {
      add({ rating: 'minor', kind: 'function', change: 'parameter names changed', signature: sig });
    }
  }
  for (const sig of newFns.keys()) {
    if (!oldFns.has(sig) && !replacedBy.has(sig)) {
      add({ rating: 'minor', kind: 'function', change: 'added', signature: sig });
    }
  }

  diffNamed(abiEvents(before), abiEvents(after), 'event', add);
  diffNamed(abiErrors(before), abiErrors(after), 'error', add);

  const order = abiChangeRatings;
  const rating = changes.reduce<AbiChangeRating>(
    (worst, c) => (order.indexOf(c.rating) > order.indexOf(worst) ? c.rating : worst),
    'none',
  );
  changes.sort((a, b) => order.indexOf(b.rating) - order.indexOf(a.rating));
  return { rating, changes };
}

type Named = Pick<AbiEvent, 'name' | 'inputs'> & { type: string };

function diffNamed(before: Named[], after: Named[], kind: 'event' | 'error', add: (c: AbiChange) => void) {
  const key = (i: Named) =>
    `${functionSignature(i as AbiEvent)}${kind === 'event' ? (i as AbiEvent).inputs.map((p) => (p.indexed ? 'i' : '-')).join('') : ''}`;
  const oldItems = new Map(before.map((i) => [key(i), i]));
  const newItems = new Map(after.map((i) => [key(i), i]));
  for (const [k, item] of oldItems) {
    if (newItems.has(k)) continue;
    const sig = functionSignature(item as AbiEvent);
    const renamed = after.find((n) => n.name === item.name && !oldItems.has(key(n)));
    add({
      rating: 'major',
      kind,
      change: renamed ? 'signature changed' : 'removed',
      signature: sig,
      ...(renamed ? { detail: `now ${functionSignature(renamed as AbiEvent)}` } : {}),
    });
  }
  for (const [k, item] of newItems) {
    if (oldItems.has(k)) continue;
    if (before.some((o) => o.name === item.name && !newItems.has(key(o)))) continue; // counted as changed
    add({ rating: 'minor', kind, change: 'added', signature: functionSignature(item as AbiEvent) });
  }
}
