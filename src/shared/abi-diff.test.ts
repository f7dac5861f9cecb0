import type { Abi } from 'viem';
import { parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { diffAbis } from './abi-diff';

const base = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function mint(address to, uint256 amount)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'error NotOwner(address caller)',
]) as Abi;

describe('diffAbis', () => {
  it('rates the same interface none', () => {
    expect(diffAbis(base, [...base].reverse())).toEqual({ rating: 'none', changes: [] });
  });

  it('rates added functions, events and errors minor', () => {
    const after = [
      ...base,
      ...parseAbi(['function burn(uint256 amount)', 'event Burn(uint256 amount)', 'error Paused()']),
    ] as Abi;
    const diff = diffAbis(base, after);
    expect(diff.rating).toBe('minor');
    expect(diff.changes.map((c) => `${c.kind} ${c.change} ${c.signature}`)).toEqual([
      'function added burn(uint256)',
      'event added Burn(uint256)',
      'error added Paused()',
    ]);
  });

  it('rates a removed function breaking', () => {
    const diff = diffAbis(
      base,
      base.filter((i) => !('name' in i) || i.name !== 'mint'),
    );
    expect(diff.rating).toBe('breaking');
    expect(diff.changes).toEqual([
      { rating: 'breaking', kind: 'function', change: 'removed', signature: 'mint(address,uint256)' },
    ]);
  });

  it('rates a changed signature or changed outputs breaking, naming the new one', () => {
    const after = parseAbi([
      'function balanceOf(address owner) view returns (uint128)',
      'function transfer(address to, uint256 amount) returns (bool)',
      'function mint(address to, uint256 amount, bytes data)',
      'event Transfer(address indexed from, address indexed to, uint256 value)',
      'error NotOwner(address caller)',
    ]) as Abi;
    const diff = diffAbis(base, after);
    expect(diff.rating).toBe('breaking');
    expect(diff.changes).toEqual([
      {
        rating: 'breaking',
        kind: 'function',
        change: 'outputs changed',
        signature: 'balanceOf(address)',
        detail: '(uint256) -> (uint128)',
      },
      {
        rating: 'breaking',
        kind: 'function',
        change: 'signature changed',
        signature: 'mint(address,uint256)',
        detail: 'now mint(address,uint256,bytes)',
      },
    ]);
  });

  it('rates a changed event, a removed error or a changed mutability major', () => {
    const after = parseAbi([
      'function balanceOf(address owner) returns (uint256)',
      'function transfer(address to, uint256 amount) returns (bool)',
      'function mint(address to, uint256 amount)',
      'event Transfer(address indexed from, address to, uint256 value)',
    ]) as Abi;
    const diff = diffAbis(base, after);
    expect(diff.rating).toBe('major');
    expect(diff.changes.map((c) => `${c.rating} ${c.kind} ${c.change} ${c.signature}`)).toEqual([
      'major function mutability changed balanceOf(address)',
      'major event signature changed Transfer(address,address,uint256)',
      'major error removed NotOwner(address)',
    ]);
  });

  it('rates renamed parameters minor', () => {
    const after = base.map((i) =>
      'name' in i && i.name === 'transfer' && i.type === 'function'
        ? { ...i, inputs: [{ name: 'recipient', type: 'address' }, i.inputs[1]!] }
        : i,
    ) as Abi;
    expect(diffAbis(base, after)).toEqual({
      rating: 'minor',
      changes: [
        {
          rating: 'minor',
          kind: 'function',
          change: 'parameter names changed',
          signature: 'transfer(address,uint256)',
        },
      ],
    });
  });
});
